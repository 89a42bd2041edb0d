// Money and plain numbers for the modal's views (prices, fiat amounts). Apart from format.ts, whose balance
// and address formatting the buttons use before any press: these load with the views (issue 38).
import { DEFAULT_LOCALE, NUMBER_DECIMALS } from '../constants.js'
import { formatBalance } from './format.js'

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
