import { BALANCE_DECIMALS, DEFAULT_LOCALE } from '../constants.js'

// Amounts as the modal writes them. The address's short form is a module of its own (truncateAddress.ts):
// the buttons show it on the page's first load, and these load with the modal (issue 38).

/** Truncates (never rounds) a decimal string to `decimals` places and drops trailing zeros. */
export function truncateDecimals(value: string, decimals = BALANCE_DECIMALS): string {
  const match = /^(-?\d+)(?:\.(\d*))?/.exec(value.trim())
  if (!match) return '0'
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').slice(0, decimals).replace(/0+$/, '')
  const result = fraction ? `${whole}.${fraction}` : whole
  return result === '-0' ? '0' : result
}

/**
 * An exact decimal string written for a locale (grouping, decimal sign, digits) without passing through a
 * float: `Intl` formats the string itself. Truncated, never rounded, to `maximumFractionDigits`.
 */
export function formatDecimal(
  value: string,
  {
    locale = DEFAULT_LOCALE,
    minimumFractionDigits = 0,
    maximumFractionDigits = BALANCE_DECIMALS,
  }: { locale?: string; minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const exact = truncateDecimals(value, maximumFractionDigits)
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits,
    maximumFractionDigits,
    roundingMode: 'trunc',
  }).format(exact as Intl.StringNumericLiteral)
}

/** A balance as the modal shows it: truncated to 3 decimals, then the symbol (`'1,234.567 ETH'` in en-US). */
export function formatBalance(
  value: string | undefined,
  symbol: string | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  const amount = formatDecimal(value ?? '0', { locale })
  return symbol ? `${amount} ${symbol}` : amount
}
