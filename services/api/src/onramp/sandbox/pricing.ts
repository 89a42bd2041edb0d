import { divideUp, type Fraction } from '../money.js'

// The sandbox's prices, fixed so that a test or a demo knows what a purchase gives:
// - a token costs its configured USD price (the devnet's: fUSD and USDT 1.00, FOY 0.50, ETH 3,000, SOL 150);
// - a payment currency is worth its configured USD rate (USD 1, EUR 1.08), so 100 EUR buy 108 fUSD before fees;
// - the fee is 1.5% of the total, rounded to the cent: the middle of SPEC §9's 1–2%, so that rounding never
//   takes it out of that range (from the 10.00 minimum up it stays within 1.45%–1.55%);
// - the network fee is a fixed 0.10 on EVM networks and 0.01 on Solana, in the payment currency.
// The amount a visitor types is the total, fees included (Coinbase's presetFiatAmount means the same).

/** The sandbox's fee: 150 basis points of the total. */
export const SANDBOX_FEE_BASIS_POINTS = 150n

/** The network fee, in cents of the payment currency, by CAIP-2 namespace. */
export const SANDBOX_NETWORK_FEE_CENTS: Readonly<Record<string, bigint>> = {
  eip155: 10n,
  solana: 1n,
}

/** What the sandbox charges and gives for one purchase. */
export type SandboxAmounts = {
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** The token amount, in its smallest units (rounded down). */
  purchaseUnits: bigint
}

/** The pricing of one token on one network in one payment currency. */
export type SandboxPrice = {
  /** USD per token. */
  tokenUsd: Fraction
  /** USD per unit of the payment currency. */
  fiatUsd: Fraction
  decimals: number
  networkFeeCents: bigint
}

/** The fee on a total: 1.5%, half a cent rounded up. */
export function sandboxFee(totalCents: bigint): bigint {
  return (totalCents * SANDBOX_FEE_BASIS_POINTS + 5_000n) / 10_000n
}

/** What `totalCents` buys (fees included); undefined when the fees would take it all. */
export function priceByTotal(totalCents: bigint, price: SandboxPrice): SandboxAmounts | undefined {
  const feeCents = sandboxFee(totalCents)
  const subtotalCents = totalCents - feeCents - price.networkFeeCents
  if (subtotalCents <= 0n) return undefined
  // units = subtotal (fiat) × USD per fiat ÷ USD per token × 10^decimals, rounded down.
  const purchaseUnits =
    (subtotalCents *
      price.fiatUsd.numerator *
      price.tokenUsd.denominator *
      10n ** BigInt(price.decimals)) /
    (100n * price.fiatUsd.denominator * price.tokenUsd.numerator)
  if (purchaseUnits <= 0n) return undefined
  return {
    totalCents,
    feeCents,
    networkFeeCents: price.networkFeeCents,
    subtotalCents,
    purchaseUnits,
  }
}

/**
 * The smallest total, fees included, that buys at least `units` of the token: the subtotal rounded up to
 * the cent, then the total that leaves it after the fees.
 */
export function totalForUnits(units: bigint, price: SandboxPrice): bigint {
  const subtotalCents = divideUp(
    units * 100n * price.fiatUsd.denominator * price.tokenUsd.numerator,
    price.fiatUsd.numerator * price.tokenUsd.denominator * 10n ** BigInt(price.decimals),
  )
  let total = divideUp(
    (subtotalCents + price.networkFeeCents) * 10_000n,
    10_000n - SANDBOX_FEE_BASIS_POINTS,
  )
  // The fee is rounded to the cent: step up until the subtotal is covered.
  while (total - sandboxFee(total) - price.networkFeeCents < subtotalCents) total += 1n
  return total
}
