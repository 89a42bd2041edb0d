// Amounts as the onramp handles them: fiat in whole cents (bigint), tokens in their smallest units, prices
// as exact decimal fractions. No floating point touches a price or an amount.

/** A fiat amount as clients type it: a decimal with at most two places ('100', '99.9', '7500.00'). */
export const FIAT_AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/

/** A token amount as clients may give it: a positive decimal ('0.5', '1000'). */
export const TOKEN_AMOUNT = /^\d{1,18}(?:\.\d{1,18})?$/

/** '100.5' → 10050n cents. The value must match FIAT_AMOUNT. */
export function toCents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0')
}

/** 10050n → '100.50'. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const magnitude = cents < 0n ? -cents : cents
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`
}

/** 750000n → '7,500.00' (as the limits are said to visitors). */
export function groupedCents(cents: bigint): string {
  const [whole, fraction] = fromCents(cents).split('.') as [string, string]
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}

/** A positive decimal as a fraction: '1.08' → { numerator: 108n, denominator: 100n }. */
export type Fraction = { numerator: bigint; denominator: bigint }

/** Parses a non-negative decimal string ('3000', '0.5', '1.08'); undefined when it is not one. */
export function parseFraction(value: string): Fraction | undefined {
  if (!/^\d{1,30}(?:\.\d{1,30})?$/.test(value)) return undefined
  const [whole = '0', fraction = ''] = value.split('.')
  return {
    numerator: BigInt(`${whole}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  }
}

/** ⌈a / b⌉ for positive bigints. */
export function divideUp(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
