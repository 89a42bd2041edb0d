import { expect, test } from 'vitest'
import {
  base,
  EVM_ADDRESS,
  expectRefusedField,
  MAINNET,
  SOLANA_ADDRESS,
  solana,
  withLine,
} from '../../_test/signInMessages.js'
import {
  formatSiweMessage,
  formatSiwxMessage,
  parseSiweMessage,
  parseSiwxMessage,
  type SiwxMessageFields,
} from '../eip4361.js'

// What each field may hold: the address and chain id of each family, the nonce, the version, the statement
// and the request id.

test.each<[string, Record<string, unknown>, string]>([
  ['an address without 0x', { address: 'C02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'address'],
  ['an address with 0X', { address: '0XC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'address'],
  ['a short address', { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc' }, 'address'],
  ['a non-hex address', { address: '0xG02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'address'],
  ['a 7-character nonce', { nonce: 'abc1234' }, 'nonce'],
  ['a nonce with a hyphen', { nonce: 'abcd-1234' }, 'nonce'],
  ['version 2', { version: '2' }, 'version'],
  ['chain id 0', { chainId: 0 }, 'chainId'],
  ['a negative chain id', { chainId: -1 }, 'chainId'],
  ['a fractional chain id', { chainId: 1.5 }, 'chainId'],
  ['a chain id past 2^53', { chainId: 2 ** 53 }, 'chainId'],
  ['a chain id as text', { chainId: '1' }, 'chainId'],
  ['a non-ASCII statement', { statement: 'Connecte-toi à Foyer' }, 'statement'],
  ['a request id with a space', { requestId: 'a b' }, 'requestId'],
])('an Ethereum message refuses %s', (_, change, field) => {
  expectRefusedField(change, field)
})

test('an Ethereum address is read in any case: EIP-55 checksums are left to the caller', () => {
  for (const address of [
    '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    '0xC02AAA39B223FE8D0A0E5C4F27EAD9083C756CC2',
  ]) {
    const fields = { ...base, address }
    expect(parseSiweMessage(formatSiweMessage(fields))).toStrictEqual(fields)
  }
})

test('a statement with a line break is refused, in either direction', () => {
  for (const statement of ['first line\nsecond line', 'first line\r\nsecond line'])
    expect(() => formatSiweMessage({ ...base, statement })).toThrow(
      'statement must not contain a line break',
    )
  const message = withLine(4, 'first line\nsecond line\n')
  expect(() => parseSiweMessage(message)).toThrow(/line 5: expected an empty line after/)
})

test.each<[string, Partial<Record<keyof SiwxMessageFields, unknown>>, string]>([
  ['an Ethereum address', { address: EVM_ADDRESS }, 'address'],
  ['a base58 address that is not 32 bytes', { address: '2'.repeat(32) }, 'address'],
  ['a 45-digit address', { address: `${SOLANA_ADDRESS}1` }, 'address'],
  ['an address with a 0 (not base58)', { address: `0${SOLANA_ADDRESS.slice(1)}` }, 'address'],
  ['a full CAIP-2 chain id', { chainId: `solana:${MAINNET}` }, 'chainId'],
  ['a 33-character reference', { chainId: 'a'.repeat(33) }, 'chainId'],
  ['an empty reference', { chainId: '' }, 'chainId'],
  ['a chain id as a number', { chainId: 1 }, 'chainId'],
])('a Solana message refuses %s', (_, change, field) => {
  const fields = { ...solana, ...change } as SiwxMessageFields
  expect(() => formatSiwxMessage(fields, 'Solana')).toThrow(new RegExp(`Details: ${field} `))
})

test('a Solana address: 32 zero bytes (all ones), and a 44-digit key too', () => {
  for (const address of [
    '1'.repeat(32),
    'J'.repeat(43),
    'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
  ]) {
    const fields = { ...solana, address }
    expect(parseSiwxMessage(formatSiwxMessage(fields, 'Solana')).fields).toStrictEqual(fields)
  }
})
