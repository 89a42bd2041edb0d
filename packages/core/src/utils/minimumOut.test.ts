import { expect, test } from 'vitest'
import { minimumOut } from './minimumOut.js'

test('minimum received takes the slippage off, rounded down', () => {
  expect(minimumOut(1_000_000n, 1)).toBe(990_000n)
  expect(minimumOut(999n, 0.5)).toBe(994n)
  expect(minimumOut(7n, 50)).toBe(3n)
  expect(minimumOut(123_456_789_012_345_678_901n, 1)).toBe(122_222_221_122_222_222_111n)
})

test("without a tolerance it takes the kit's (SWAP_SLIPPAGE_PERCENT, 1%)", () => {
  expect(minimumOut(1_000_000n)).toBe(990_000n)
})
