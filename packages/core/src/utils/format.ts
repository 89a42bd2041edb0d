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

/** A US dollar value in the locale's way (`'$4,321.00'`, `'4.321,00 $'`). */
export function formatUsd(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatCurrency(Number.isFinite(value) ? value : 0, 'USD', locale)
}

/**
 * Money in the locale's way with the currency's own sign ('$', '€'): the locale places the sign and writes
 * the digits, the sign is the one English writes narrowly. Locales name foreign dollars apart — 'US$' in
 * Arabic (read '$US' right to left), '$US' in French — which reads as a code, not a price (issue 40).
 */
function formatCurrency(
  value: number | Intl.StringNumericLiteral,
  currency: string,
  locale: string,
): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(value)
  const sign = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value
  return parts.map((part) => (part.type === 'currency' && sign ? sign : part.value)).join('')
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

/**
 * An amount of money or of a token, in the locale's way: a fiat currency (three capitals, 'USD', 'EUR')
 * with its sign (`'$100.00'`, `'100,00 €'`), a token with up to 3 decimals and its symbol (`'99.5 fUSD'`).
 */
export function formatMoney(
  value: string,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return formatCurrency(value as Intl.StringNumericLiteral, currency, locale)
    } catch {
      // Not a currency Intl knows: written like a token.
    }
  }
  return formatBalance(value, currency, locale)
}
