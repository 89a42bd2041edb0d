import { expect, test } from 'vitest'
import { isCaipAccountId, parseCaipAccountId } from './accountId.js'
import { isCaipNetworkId, parseCaipNetworkId } from './networkId.js'
import { readCaipAccountId, readCaipNetworkId } from './read.js'

// Texts that break CAIP-2 or CAIP-10 in every part: empty parts, extra or missing colons, a colon in the
// reference, grammar outside a part's characters, lengths past a part's bound, not a text at all.
const broken = [
  '',
  ':',
  '::',
  ':1',
  'eip155:',
  'eip155::0xab',
  ':1:0xab',
  'eip155:1:',
  'eip155:1:0xab:',
  'eip155:1:0xab:cd',
  'eip155:1:2:0xab',
  'EIP155:1',
  'ab:1',
  'chainstd9:1',
  'eip155:1.0',
  'eip155:1/erc20:0xab',
  `chainstd:${'a'.repeat(33)}`,
  `eip155:1:${'a'.repeat(129)}`,
  'eip155:1:0x ab',
]

test.each(broken)('%j is neither a network id nor an account id', (text) => {
  expect(readCaipNetworkId(text)).toBeUndefined()
  expect(readCaipAccountId(text)).toBeUndefined()
})

test('not a text at all reads as nothing', () => {
  for (const value of [undefined, null, 1, {}, ['eip155', '1']])
    expect(readCaipNetworkId(value as never) ?? readCaipAccountId(value as never)).toBeUndefined()
})

test('the readers answer what the parsers answer, and nothing where the parsers throw', () => {
  const texts = [
    ...broken,
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'hedera:mainnet:0.0.1234567890-zbhlt',
    'tron:1:abc',
  ]
  for (const text of texts) {
    const network = isCaipNetworkId(text) ? parseCaipNetworkId(text) : undefined
    const account = isCaipAccountId(text) ? parseCaipAccountId(text) : undefined
    expect(readCaipNetworkId(text)).toEqual(network)
    expect(readCaipAccountId(text)).toEqual(account)
  }
  expect(() => parseCaipAccountId('eip155:1:0xab:cd')).toThrow('expected')
})

test('an account id in parts; a namespace Foyer has no row for is still CAIP', () => {
  expect(readCaipAccountId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4Hx')).toEqual({
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: '7S3P4Hx',
  })
  expect(readCaipNetworkId('tron:1')).toEqual({ namespace: 'tron', reference: '1' })
})

test('a typed id keeps its namespace in the type', () => {
  const parts = readCaipNetworkId('solana:abc' as `eip155:${string}` | `solana:${string}`)
  const known: 'eip155' | 'solana' | undefined = parts?.namespace
  expect(known).toBe('solana')
})
