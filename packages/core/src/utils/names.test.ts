import { describe, expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/names.js'
import { coinTypeOfChain, isValidNameLabel } from './names.js'

describe('wallet names (SPEC §5)', () => {
  test('a label is letters, digits and hyphens, at least 4 characters', () => {
    for (const label of ['alice', 'Bob-1', '1234', 'a-b-', 'x'.repeat(63)])
      expect(isValidNameLabel(label), label).toBe(true)
    for (const label of ['abc', 'ali ce', 'alicé', 'al.ce', 'al_ce', '', 'x'.repeat(64)])
      expect(isValidNameLabel(label), label).toBe(false)
  })

  test("ENSIP-11 coin types; a chain id from 2^31 is 'Invalid chainId'", () => {
    expect(coinTypeOfChain(1)).toBe(60)
    expect(coinTypeOfChain(8453)).toBe(0x80000000 + 8453)
    expect(coinTypeOfChain(2 ** 31 - 1)).toBe(0xffffffff)
    expect(() => coinTypeOfChain(2 ** 31)).toThrow(InvalidChainIdError)
    expect(() => coinTypeOfChain(2 ** 31)).toThrow('Invalid chainId')
    expect(() => coinTypeOfChain(0)).toThrow('Invalid chainId')
  })
})
