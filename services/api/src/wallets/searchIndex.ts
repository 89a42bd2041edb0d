import type { WalletListEntry } from '@foyer/core/api'
import { parseCaipNetworkId } from '@foyer/core/caip'
import type { DirectoryRow } from './directory.js'

/** A GET /getWallets query, parsed (see query.ts). */
export type WalletQuery = {
  page: number
  entries: number
  /** Lower-case, trimmed; '' for none. */
  search: string
  include: string[]
  exclude: string[]
  chains: string[]
  /** 'certified' keeps certified wallets only; 'none' (or absent) does not filter on the badge. */
  badgeType?: 'certified' | 'none' | undefined
}

type Indexed = {
  /** Position in rank order. */
  position: number
  entry: WalletListEntry
  searchName: string
  searchRdns: string
  chains: ReadonlySet<string>
  certified: boolean
}

/** Rank first, then name (case-insensitive, then exact), then id: a total, stable order. */
function compare(a: DirectoryRow, b: DirectoryRow): number {
  if (a.rank !== b.rank) return a.rank - b.rank
  const an = a.name.toLowerCase()
  const bn = b.name.toLowerCase()
  if (an !== bn) return an < bn ? -1 : 1
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The wallet directory in memory, in rank order, with lower-cased names and rdns for substring search.
 * A query is one pass over the candidates (all wallets, or only the included ones), counting every match
 * and keeping only the requested page: a few hundred microseconds for 10 000 wallets.
 */
export class WalletIndex {
  readonly size: number
  private readonly wallets: Indexed[]
  private readonly byId: Map<string, Indexed>

  constructor(
    readonly version: number,
    rows: readonly DirectoryRow[],
  ) {
    this.wallets = [...rows].sort(compare).map((wallet, position) => ({
      position,
      entry: {
        id: wallet.id,
        name: wallet.name,
        image_id: wallet.id,
        rdns: wallet.rdns,
        homepage: wallet.homepage,
        chains: [...wallet.chains],
        mobile_link: wallet.mobileLink,
        desktop_link: wallet.desktopLink,
        webapp_link: wallet.webappLink,
        badge_type: wallet.badgeType,
      },
      searchName: wallet.name.toLowerCase(),
      searchRdns: wallet.rdns?.toLowerCase() ?? '',
      // Each chain, and its namespace as `namespace:*`, so a filter can ask for a whole chain family.
      chains: new Set(
        wallet.chains.flatMap((chain) => [chain, `${parseCaipNetworkId(chain).namespace}:*`]),
      ),
      certified: wallet.badgeType === 'certified',
    }))
    this.byId = new Map(this.wallets.map((wallet) => [wallet.entry.id, wallet]))
    this.size = this.wallets.length
  }

  /** One wallet by id. */
  get(id: string): WalletListEntry | undefined {
    return this.byId.get(id)?.entry
  }

  /** The matching wallets' total and the requested page of them, in rank order. */
  query(query: WalletQuery): { count: number; data: WalletListEntry[] } {
    const { search, chains } = query
    const exclude = query.exclude.length ? new Set(query.exclude) : undefined
    const certifiedOnly = query.badgeType === 'certified'
    const candidates = query.include.length ? this.included(query.include) : this.wallets
    const start = (query.page - 1) * query.entries
    const end = start + query.entries
    const data: WalletListEntry[] = []
    let count = 0
    for (const wallet of candidates) {
      if (exclude?.has(wallet.entry.id)) continue
      if (certifiedOnly && !wallet.certified) continue
      if (chains.length && !chains.some((chain) => wallet.chains.has(chain))) continue
      if (search && !wallet.searchName.includes(search) && !wallet.searchRdns.includes(search))
        continue
      if (count >= start && count < end) data.push(wallet.entry)
      count++
    }
    return { count, data }
  }

  private included(ids: readonly string[]): Indexed[] {
    const found = new Map<string, Indexed>()
    for (const id of ids) {
      const wallet = this.byId.get(id)
      if (wallet) found.set(id, wallet)
    }
    return [...found.values()].sort((a, b) => a.position - b.position)
  }
}
