import {
  ADDRESS_LEADING_CHARS,
  ADDRESS_TRAILING_CHARS,
  BALANCE_DECIMALS,
  DEFAULT_LOCALE,
  NUMBER_DECIMALS,
} from '../constants.js'

/** Shortens an address for display: 4 leading and 6 trailing characters (SPEC §2). */
export function truncateAddress(
  address: string,
  leading = ADDRESS_LEADING_CHARS,
  trailing = ADDRESS_TRAILING_CHARS,
): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}

/** Truncates (never rounds) a decimal string to `decimals` places and drops trailing zeros. */
export function truncateDecimals(value: string, decimals = BALANCE_DECIMALS): string {
  const match = /^(-?\d+)(?:\.(\d*))?/.exec(value.trim())
  if (!match) return '0'
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').slice(0, decimals).replace(/0+$/, '')
  const result = fraction ? `${whole}.${fraction}` : whole
  return result === '-0' ? '0' : result
}

/** A balance as the modal shows it: truncated to 3 decimals, then the symbol (`'1.234 ETH'`). */
export function formatBalance(value: string | undefined, symbol: string | undefined): string {
  const amount = truncateDecimals(value ?? '0')
  return symbol ? `${amount} ${symbol}` : amount
}

/** Formats a number with 2 decimals in en-US unless told otherwise (`1234.5` → `'1,234.50'`). */
export function formatNumber(
  value: number | string,
  {
    decimals = NUMBER_DECIMALS,
    locale = DEFAULT_LOCALE,
  }: { decimals?: number; locale?: string } = {},
): string {
  const number = typeof value === 'string' ? Number(value) : value
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number.isFinite(number) ? number : 0)
}
