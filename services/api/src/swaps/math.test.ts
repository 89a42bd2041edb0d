import type { Address } from 'viem'
import { expect, test } from 'vitest'
import {
  bestRoute,
  candidatePaths,
  getAmountOut,
  poolsOf,
  priceRoute,
  type ReservesLookup,
  sortPair,
} from './math.js'

const [a, b, c, d] = ['0x0a', '0x0b', '0x0c', '0x0d'].map((x) => x.padEnd(42, '0') as Address) as [
  Address,
  Address,
  Address,
  Address,
]

/** Pools given as [token, reserve, token, reserve]. */
function lookup(pools: [Address, bigint, Address, bigint][]): ReservesLookup {
  return (tokenIn, tokenOut) => {
    for (const [x, rx, y, ry] of pools) {
      if (x === tokenIn && y === tokenOut) return [rx, ry]
      if (y === tokenIn && x === tokenOut) return [ry, rx]
    }
    return undefined
  }
}

test("getAmountOut is Uniswap V2's: the 0.3% fee, rounded down", () => {
  expect(getAmountOut(1_000n, 1_000_000n, 1_000_000n)).toBe(996n)
  expect(getAmountOut(0n, 1n, 1n)).toBe(0n)
  expect(getAmountOut(1n, 0n, 1n)).toBe(0n)
})

test('candidate paths: direct first, then one hop through each base that is not an end', () => {
  expect(candidatePaths(a, b, [c, a, d, c])).toEqual([
    [a, b],
    [a, c, b],
    [a, d, b],
  ])
  expect(poolsOf(candidatePaths(b, a, [c]))).toEqual([
    [a, b],
    [b, c],
    [a, c],
  ])
  expect(sortPair(b, a)).toEqual([a, b])
})

test('the best route wins; a missing or empty pool rules a route out', () => {
  // a→b directly is shallow; through c it is deep.
  const reserves = lookup([
    [a, 1_000n, b, 1_000n],
    [a, 1_000_000n, c, 1_000_000n],
    [c, 1_000_000n, b, 1_000_000n],
    [a, 0n, d, 1_000n],
  ])
  const best = bestRoute(candidatePaths(a, b, [c, d]), 500n, reserves)
  expect(best?.path).toEqual([a, c, b])
  expect(best?.amounts).toEqual([500n, 498n, 496n])
  expect(priceRoute([a, d, b], 500n, reserves)).toBeUndefined()
  expect(bestRoute([[a, d]], 500n, reserves)).toBeUndefined()
})

test('price impact grows with the amount and leaves the fee out', () => {
  const reserves = lookup([[a, 1_000_000n, b, 2_000_000n]])
  const small = priceRoute([a, b], 1_000n, reserves)
  const large = priceRoute([a, b], 100_000n, reserves)
  expect(small?.priceImpact).toBeLessThan(0.2)
  expect(large?.priceImpact).toBeGreaterThan(8)
  expect(large?.priceImpact).toBeLessThan(10)
})
