import type { KeyedText } from '../messages/displayText.js'
import type { onrampAmountProblem } from './limits.js'

/**
 * The text for an amount the limits refuse ('The amount must be between 10.00 and 7,500.00 USD'), by key:
 * the limits written in `locale`'s way.
 */
export function onrampAmountText(
  problem: NonNullable<ReturnType<typeof onrampAmountProblem>>,
  limits: { min: string; max: string } | undefined,
  currency: string,
  locale = 'en-US',
): KeyedText {
  if (problem === 'empty' || problem === 'invalid' || !limits) return { key: 'onrampAmountInvalid' }
  return { key: 'onrampAmountLimits', values: limitsWords(limits, currency, locale) }
}

/** The limits as words fill them in: each with two decimals in the locale's way, and the currency. */
export function limitsWords(
  limits: { min: string; max: string },
  currency: string,
  locale = 'en-US',
): { min: string; max: string; currency: string } {
  const format = (value: string) =>
    Number(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return { min: format(limits.min), max: format(limits.max), currency }
}
