import { describe, expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/names.js'
import { looksLikeName, nameAddressFor } from '../send/receiverName.js'
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

describe('a name typed as a send receiver', () => {
  const record = (addresses: Record<string, string>) => ({
    name: 'alice.foyer.id',
    registered: 0,
    updated: 0,
    attributes: {},
    addresses: Object.fromEntries(
      Object.entries(addresses).map(([coinType, address]) => [coinType, { address, created: 0 }]),
    ),
  })

  test('looks like a name: an allowed label and a suffix', () => {
    for (const value of ['alice.foyer.id', ' Bob-1.fyr.id ', 'alice.eth'])
      expect(looksLikeName(value), value).toBe(true)
    for (const value of [
      'alice',
      'abc.foyer.id',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'al ice.x',
      'alice..id',
      'alice.',
    ])
      expect(looksLikeName(value), value).toBe(false)
  })

  test("the address of the network's coin type, else any EVM one; none for other families", () => {
    const devnet = String(0x80000000 + 31337)
    expect(nameAddressFor(record({ [devnet]: '0xaa', '60': '0xbb' }), 31337)).toBe('0xaa')
    expect(nameAddressFor(record({ '60': '0xbb' }), 31337)).toBe('0xbb')
    expect(nameAddressFor(record({ '501': 'So1ana' }), 31337)).toBeUndefined()
  })
})
