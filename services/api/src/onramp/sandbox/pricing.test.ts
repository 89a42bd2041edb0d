import { expect, test } from 'vitest'
import { parseFraction } from '../money.js'
import { priceByTotal, type SandboxPrice, sandboxFee, totalForUnits } from './pricing.js'

const fraction = (value: string) =>
  parseFraction(value) as NonNullable<ReturnType<typeof parseFraction>>
const fusd = (fiatUsd = '1'): SandboxPrice => ({
  tokenUsd: fraction('1'),
  fiatUsd: fraction(fiatUsd),
  decimals: 6,
  networkFeeCents: 10n,
})

test('the fee is 1.5% of the total, to the cent, and stays within SPEC §9’s 1–2% from the minimum up', () => {
  expect(sandboxFee(10_000n)).toBe(150n)
  expect(sandboxFee(1_000n)).toBe(15n)
  expect(sandboxFee(1_001n)).toBe(15n) // 0.15015 → 0.15
  expect(sandboxFee(1_034n)).toBe(16n) // 0.1551 → 0.16
  for (let cents = 1_000n; cents <= 2_500_000n; cents += 997n) {
    const ratio = Number(sandboxFee(cents)) / Number(cents)
    expect(ratio).toBeGreaterThanOrEqual(0.01)
    expect(ratio).toBeLessThanOrEqual(0.02)
  }
})

test('a total buys its subtotal at the fixed rate, and the parts add up to the total', () => {
  const amounts = priceByTotal(10_000n, fusd())
  expect(amounts).toEqual({
    totalCents: 10_000n,
    feeCents: 150n,
    networkFeeCents: 10n,
    subtotalCents: 9_840n,
    purchaseUnits: 98_400_000n,
  })
  // EUR at 1.08 USD: 98.40 EUR are worth 106.272 USD of fUSD.
  expect(priceByTotal(10_000n, fusd('1.08'))?.purchaseUnits).toBe(106_272_000n)
  // FOY at 0.50 USD, 18 decimals: 98.40 USD buy 196.8 FOY.
  expect(
    priceByTotal(10_000n, { ...fusd(), tokenUsd: fraction('0.5'), decimals: 18 })?.purchaseUnits,
  ).toBe(1968n * 10n ** 17n)
  // Fees that take everything leave nothing to buy.
  expect(priceByTotal(10n, fusd())).toBeUndefined()
})

test('the total for a token amount buys at least that amount, and not more than two cents’ worth more', () => {
  for (const units of [1n, 5_000_000n, 98_400_000n, 123_456_789n]) {
    const total = totalForUnits(units, fusd('1.08'))
    const bought = priceByTotal(total, fusd('1.08'))?.purchaseUnits ?? 0n
    expect(bought).toBeGreaterThanOrEqual(units)
    // One cent of EUR buys 10,800 units of fUSD (0.0108): a rounded-up total gives at most two cents more.
    expect(bought - units).toBeLessThanOrEqual(2n * 10_800n)
  }
})
