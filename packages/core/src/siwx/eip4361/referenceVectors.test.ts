import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  formatSiweMessage,
  parseSiweMessage,
  SiweMessageError,
  type SiweMessageFields,
} from '../eip4361.js'

// EIP-4361's reference vectors (spruceid/siwe): what the formatter and the parser accept and refuse, as the
// reference does.

/** A vector file of spruceid/siwe, copied unchanged (see vectors/NOTICE.md). */
function vectors<T>(name: string): Record<string, T> {
  return JSON.parse(readFileSync(new URL(`../vectors/${name}`, import.meta.url), 'utf8'))
}

const positive = vectors<{ message: string; fields: Record<string, unknown> }>(
  'parsing_positive.json',
)
const negative = vectors<string>('parsing_negative.json')
const negativeObjects = vectors<Record<string, unknown>>('parsing_negative_objects.json')

/** The reference writes an absent field as null (`scheme: null`); here an absent field is left out. */
function withoutNulls(fields: Record<string, unknown>): SiweMessageFields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as SiweMessageFields
}

// EIP-4361 says the address SHOULD be EIP-55 checksummed "where applicable"; the reference refuses any
// address whose keccak-256 checksum does not verify. @foyer/core has no keccak (viem is not one of its
// dependencies), so checksum validation is left to the caller and these two vectors are accepted.
const CHECKSUM_LEFT_TO_CALLER = 'address not EIP-55'

test('the vector files are all there', () => {
  expect(Object.keys(positive)).toHaveLength(19)
  expect(Object.keys(negative)).toHaveLength(29)
  expect(Object.keys(negativeObjects)).toHaveLength(18)
})

test.each(Object.entries(positive))('parses and formats back: %s', (_, vector) => {
  const fields = withoutNulls(vector.fields)
  expect(parseSiweMessage(vector.message)).toStrictEqual(fields)
  expect(formatSiweMessage(fields)).toBe(vector.message)
})

test.each(Object.entries(negative).filter(([name]) => name !== CHECKSUM_LEFT_TO_CALLER))(
  'refuses to parse: %s',
  (_, message) => {
    expect(() => parseSiweMessage(message)).toThrow(SiweMessageError)
  },
)

test.each(Object.entries(negativeObjects).filter(([name]) => name !== CHECKSUM_LEFT_TO_CALLER))(
  'refuses to format: %s',
  (_, fields) => {
    expect(() => formatSiweMessage(fields as SiweMessageFields)).toThrow(SiweMessageError)
  },
)

test('EIP-55 checksums are left to the caller: the two checksum vectors pass the ABNF', () => {
  const message = negative[CHECKSUM_LEFT_TO_CALLER] ?? ''
  expect(parseSiweMessage(message).address).toBe('0xe5a12547fe4e872d192e3ececb76f2ce1aea4946')
  const fields = negativeObjects[CHECKSUM_LEFT_TO_CALLER] as SiweMessageFields
  expect(formatSiweMessage(fields)).toContain('\n0xE5A12547fe4E872D192E3eCecb76F2Ce1aeA4946\n')
})
