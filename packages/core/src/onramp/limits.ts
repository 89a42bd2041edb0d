import type { OnrampOptions } from '../api/schemas.js'

/** A payment method's limits in one currency, as decimal strings ('10.00', '7500.00'). */
export type OnrampLimits = { min: string; max: string }

/**
 * SPEC §9's limits when a provider gives none: card 10.00 to 7,500.00, bank account 10.00 to 25,000.00,
 * in USD and EUR.
 */
export const FALLBACK_ONRAMP_LIMITS: Readonly<Record<string, OnrampLimits>> = {
  CARD: { min: '10.00', max: '7500.00' },
  BANK_ACCOUNT: { min: '10.00', max: '25000.00' },
}

/** The limits of a payment method in a currency: the options' own, else SPEC §9's. */
export function onrampLimits(
  options: OnrampOptions | undefined,
  currency: string,
  method: string,
): OnrampLimits | undefined {
  const own = options?.paymentCurrencies
    .find((candidate) => candidate.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method)
  return own ? { min: own.min, max: own.max } : FALLBACK_ONRAMP_LIMITS[method]
}

/**
 * Why a typed fiat amount cannot be bought: 'empty', 'invalid' (not a positive decimal with at most two
 * places), 'below' or 'above' the limits; undefined when it can.
 */
export function onrampAmountProblem(
  amount: string,
  limits: OnrampLimits | undefined,
): 'empty' | 'invalid' | 'below' | 'above' | undefined {
  const typed = amount.trim()
  if (!typed) return 'empty'
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(typed)) return 'invalid'
  if (!limits) return undefined
  const cents = (value: string) => Math.round(Number(value) * 100)
  if (cents(typed) < cents(limits.min)) return 'below'
  if (cents(typed) > cents(limits.max)) return 'above'
  return undefined
}

/** The provider's fee of a quote: the one field named `<provider>Fee` (SPEC §3). */
export function providerFee(
  quote: { provider: string } & Record<string, unknown>,
): { value: string; currency: string } | undefined {
  const fee = quote[`${quote.provider}Fee`] as { value?: unknown; currency?: unknown } | undefined
  return typeof fee?.value === 'string' && typeof fee.currency === 'string'
    ? { value: fee.value, currency: fee.currency }
    : undefined
}
