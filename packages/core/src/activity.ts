import type { HistoryItem } from './api/schemas.js'
import { formatDecimal } from './utils/format.js'

/** Operation types shown with '+' and with '-' (SPEC §2). */
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn'])

/** '+' for receive, deposit, borrow and claim; '-' for withdraw, repay and burn; '' otherwise (SPEC §2). */
export function amountSign(operationType: string): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  return ''
}

/** A quantity as Activity shows it: exactly 3 decimals, truncated (SPEC §2: `'0.01'` → `'0.010'`). */
export function activityQuantity(numeric: string, locale?: string): string {
  return formatDecimal(numeric, { locale, minimumFractionDigits: 3, maximumFractionDigits: 3 })
}

/** True when any transfer of the item is flagged as spam (fungible or NFT). */
export function isSpam(item: HistoryItem): boolean {
  return item.transfers.some(
    (transfer) =>
      transfer.fungible_info?.is_spam === true || transfer.nft_info?.flags?.is_spam === true,
  )
}

/** What Activity shows: only the connected chain's items, spam left out (SPEC §2). */
export function visibleActivity(
  items: readonly HistoryItem[],
  caipNetworkId: string,
): HistoryItem[] {
  return items.filter((item) => item.metadata.chain === caipNetworkId && !isSpam(item))
}

/** Items of one month. */
export type ActivityGroup = { year: number; month: number; items: HistoryItem[] }

/** Groups items by year and month, newest first, items newest first within a month (SPEC §2). */
export function groupActivity(items: readonly HistoryItem[]): ActivityGroup[] {
  const sorted = [...items].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
  const groups: ActivityGroup[] = []
  for (const item of sorted) {
    const date = new Date(item.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth() + 1
    const last = groups[groups.length - 1]
    if (last && last.year === year && last.month === month) last.items.push(item)
    else groups.push({ year, month, items: [item] })
  }
  return groups
}
