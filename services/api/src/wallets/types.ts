import type { WalletListEntry } from '@foyer/core/api'

/** The badge a wallet may carry in the directory. */
export type WalletBadge = 'certified' | 'none'

/**
 * One wallet of the directory as it is written to the database. `rank` orders the list (lower first);
 * absent on import means "keep the rank the wallet already has, else the default".
 */
export type WalletRecord = {
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  chains: string[]
  mobileLink: string | null
  desktopLink: string | null
  webappLink: string | null
  badgeType: WalletBadge | null
  rank?: number | undefined
}

/** The rank of a wallet that never got one (the column's default). */
export const DEFAULT_RANK = 1000

/** Wallet ids: what the directory accepts (explorer ids are 64 hex characters; ours are slugs). */
export const WALLET_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** A `chains` filter entry: a CAIP-2 id, or `namespace:*` for every chain of a family (e.g. `eip155:*`). */
export const CHAIN_FILTER_PATTERN = /^[-a-z0-9]{3,8}:(?:[-_a-zA-Z0-9]{1,32}|\*)$/

/** A directory row as GET /getWallets answers it (SPEC §3 'Wallet list entry'). */
export type { WalletListEntry }
