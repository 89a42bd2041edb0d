import { expect, test } from 'vitest'
import {
  assertHexSize,
  base64ToBytes,
  bytesToBase64,
  integerToHex,
  padHex,
} from '../utils/encoding.js'
import { RPC_ERROR_CLASSES, RpcCodeError, WALLET_CHAIN_CODES } from './rpcCodes.js'
import { toWalletError } from './toWalletError.js'
import { UserRejectedRequestError } from './wallet.js'
import { WalletRequestError } from './walletFailure.js'

// SPEC §8: every JSON-RPC and provider code in the named ranges maps to a named error with its code.
const CODES = [
  -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
  4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
]

test.each(CODES)('code %i is a named error that keeps its code', (code) => {
  const error = toWalletError({ code, message: 'from the wallet' })
  expect(error).toBeInstanceOf(RpcCodeError)
  expect(error.code).toBe(code)
  expect(error.name).toMatch(/^[A-Z][A-Za-z]+Error$/)
  expect(error.name).not.toBe('RpcCodeError')
  expect(error.shortMessage.length).toBeGreaterThan(10)
  // The wallet's own words stay for the developer.
  expect(error.details).toBe('from the wallet')
})

test('the table names each code once, and every name is different', () => {
  expect(RPC_ERROR_CLASSES.map((errorClass) => errorClass.code).sort()).toEqual([...CODES].sort())
  const names = RPC_ERROR_CLASSES.map((errorClass) => new errorClass().name)
  expect(new Set(names).size).toBe(names.length)
})

test('4001 is a rejection; an unnamed code stays a wallet failure with its code; causes are looked through', () => {
  expect(toWalletError({ code: 4001 })).toBeInstanceOf(UserRejectedRequestError)
  const unknown = toWalletError({ code: 1234 })
  expect(unknown).toBeInstanceOf(WalletRequestError)
  expect(unknown.code).toBe(1234)
  expect(toWalletError(new Error('wrapped', { cause: { code: 4902 } })).name).toBe(
    'UnrecognizedChainError',
  )
})

test('SPEC §8’s wallet chain codes, verbatim', () => {
  expect(WALLET_CHAIN_CODES).toEqual({
    unrecognizedChain: 4902,
    default: 5000,
    invalidChainId: 32603,
  })
})

test.each([
  ['nonce too low: next nonce 5, tx nonce 3', 'NonceTooLowError'],
  ['Nonce too high. Expected nonce to be 2 but got 7.', 'NonceTooHighError'],
  ['insufficient funds for gas * price + value: have 0 want 21000', 'InsufficientFundsForGasError'],
  ['max fee per gas less than block base fee: maxFeePerGas: 1, baseFee: 7', 'FeeCapTooLowError'],
  ['max priority fee per gas higher than max fee per gas', 'TipAboveFeeCapError'],
  ['intrinsic gas too low: have 100, want 21000', 'IntrinsicGasTooLowError'],
  ['exceeds block gas limit', 'GasLimitTooHighError'],
  ['replacement transaction underpriced', 'ReplacementUnderpricedError'],
  ['already known', 'TransactionAlreadyKnownError'],
])('a node saying “%s” is a %s a visitor can act on', (text, name) => {
  // As nodes send it: JSON-RPC -32000 with the words, often inside a client library's error.
  const error = toWalletError(
    new Error('Transaction failed', { cause: { code: -32000, message: text } }),
  )
  expect(error.name).toBe(name)
  expect(error.shortMessage).not.toContain(text)
  expect(error.shortMessage).toMatch(/^[A-Z].+/)
})

test('hex: integers must fit their size; padding never cuts (SPEC §8 hex encoder errors)', () => {
  expect(integerToHex(255, { size: 1 })).toBe('0xff')
  expect(integerToHex(1, { size: 4 })).toBe('0x00000001')
  expect(integerToHex(-1, { size: 2, signed: true })).toBe('0xffff')
  expect(() => integerToHex(256, { size: 1 })).toThrow('Integer out of range')
  expect(() => integerToHex(-1)).toThrow('Integer out of range')
  expect(() => integerToHex(128, { size: 1, signed: true })).toThrow('Integer out of range')
  expect(() => integerToHex(2 ** 53)).toThrow('Integer out of range')
  expect(integerToHex(2n ** 64n)).toBe('0x10000000000000000')
  expect(() => padHex('0x123456', 2)).toThrow('Size exceeds padding')
  expect(() => assertHexSize('0x123456', 2)).toThrow('Size overflow')
})

test('base64: whole groups of 4 only (SPEC §5)', () => {
  const bytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 253])
  expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
  for (const bad of ['abc', 'abcde', 'ab=c', 'a*bc', '===='])
    expect(() => base64ToBytes(bad), bad).toThrow()
  expect(() => base64ToBytes('abc')).toThrow('Base64 input length must be a multiple of 4')
})
