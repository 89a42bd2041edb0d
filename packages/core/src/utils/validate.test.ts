import { expect, test } from 'vitest'
import { isPrefixedEvmAddress } from './address.js'
import {
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  isTransactionHash,
  parseCaipAddress,
} from './validate.js'

test('EVM addresses: 40 hex characters, 0x optional', () => {
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
  expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
})

test('prefixed EVM addresses, the form services require: 0x and 40 hex characters', () => {
  expect(isPrefixedEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isPrefixedEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  expect(isPrefixedEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
})

test('Solana addresses: base58, 32 to 44 characters', () => {
  expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
})

test('transaction hashes: 0x plus 64 hex', () => {
  expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
  expect(isTransactionHash('ab'.repeat(32))).toBe(false)
  expect(isTransactionHash(`0x${'ab'.repeat(31)}`)).toBe(false)
})

test('CAIP addresses: CAIP-10 by core’s parser, known namespace', () => {
  expect(isCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(
    isCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ),
  ).toBe(true)
  expect(isCaipAddress('tron:1:abc')).toBe(false)
  expect(isCaipAddress('eip155::0xabc')).toBe(false)
  expect(isCaipAddress('eip155:1')).toBe(false)
  // CAIP-10's grammar, not only three parts: no space, no fourth part, no reference over 32 characters.
  expect(isCaipAddress('eip155:1:0x abc')).toBe(false)
  expect(isCaipAddress('eip155:1:0xabc:0xdef')).toBe(false)
  expect(isCaipAddress(`eip155:${'1'.repeat(33)}:0xabc`)).toBe(false)
  expect(() => parseCaipAddress('eip155:1:0x abc')).toThrow()
  expect(parseCaipAddress('eip155:10:0xabc')).toEqual({
    namespace: 'eip155',
    chainId: '10',
    address: '0xabc',
  })
})
