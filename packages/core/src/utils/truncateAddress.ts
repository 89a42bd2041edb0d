import { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS } from '../constants.js'

/** Shortens an address for display: 4 leading and 6 trailing characters (SPEC §2). */
export function truncateAddress(
  address: string,
  leading = ADDRESS_LEADING_CHARS,
  trailing = ADDRESS_TRAILING_CHARS,
): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
