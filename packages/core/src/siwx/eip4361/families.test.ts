import { describe, expect, test } from 'vitest'
import {
  EVM_ADDRESS,
  ethereum,
  MAINNET,
  SOLANA_ADDRESS,
  solana,
  solanaMessage,
} from '../../_test/signInMessages.js'
import {
  formatSiweMessage,
  formatSiwxMessage,
  parseSiweMessage,
  parseSiwxMessage,
  SiweMessageError,
  SiwxMessageError,
  type SiwxMessageFields,
} from '../eip4361.js'

// CAIP-122 messages of both families: EIP-4361 for Ethereum accounts (referenceVectors.test.ts holds its
// vectors) and the Solana flavour, which differs in the header's account name, the address (base58 of a
// 32-byte key) and the chain id (the cluster's CAIP-2 reference). What each field may hold:
// fieldRules.test.ts.

describe('the Solana flavour', () => {
  test('is written with the Solana header, the base58 address and the cluster reference', () => {
    expect(formatSiwxMessage(solana, 'Solana')).toBe(solanaMessage)
    expect(parseSiwxMessage(solanaMessage)).toStrictEqual({ family: 'Solana', fields: solana })
  })

  test('every optional line round-trips, as in EIP-4361', () => {
    const fields: SiwxMessageFields = {
      ...solana,
      scheme: 'https',
      chainId: 'devnet_1-x',
      expirationTime: '2021-10-01T16:25:24.123+02:00',
      notBefore: '2021-09-30T16:25:24Z',
      requestId: 'request-1',
      resources: ['ipfs://bafybei/', 'https://example.com/claim.json'],
    }
    const text = formatSiwxMessage(fields, 'Solana')
    expect(text.split('\n').slice(0, 1)).toEqual([
      'https://example.com wants you to sign in with your Solana account:',
    ])
    expect(text.endsWith('Resources:\n- ipfs://bafybei/\n- https://example.com/claim.json')).toBe(
      true,
    )
    expect(parseSiwxMessage(text)).toStrictEqual({ family: 'Solana', fields })
    // Without a statement, as EIP-4361 writes it.
    const { statement: _, ...bare } = solana
    expect(parseSiwxMessage(formatSiwxMessage(bare, 'Solana'))).toStrictEqual({
      family: 'Solana',
      fields: bare,
    })
  })

  test('a wrong address or chain id is refused when read, naming the line; errors are SIWX ones', () => {
    const lines = solanaMessage.split('\n')
    const withLine = (index: number, line: string) =>
      lines.map((original, at) => (at === index ? line : original)).join('\n')
    const cases: [string, RegExp][] = [
      [withLine(1, EVM_ADDRESS), /line 2: the address ".*" is not a Solana address/],
      [
        withLine(7, 'Chain ID: solana:x'),
        /line 8: the chain ID "solana:x" is not a CAIP-2 reference/,
      ],
      [withLine(7, 'Chain ID: '), /line 8: the chain ID "" is not a CAIP-2 reference/],
    ]
    for (const [text, reason] of cases) {
      let caught: unknown
      try {
        parseSiwxMessage(text)
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(SiwxMessageError)
      expect(caught).not.toBeInstanceOf(SiweMessageError)
      expect(caught).toMatchObject({
        code: 'INVALID_SIWX_MESSAGE',
        details: expect.stringMatching(reason),
      })
    }
  })

  test('parseSiweMessage reads Ethereum messages only', () => {
    expect(() => parseSiweMessage(solanaMessage)).toThrow(
      /line 1: expected '<domain> wants you to sign in with your Ethereum account:'/,
    )
  })
})

describe('both families', () => {
  test('the header names the family; Ethereum keeps its rules and errors', () => {
    const text = formatSiwxMessage(ethereum, 'Ethereum')
    expect(text.split('\n')[0]).toBe('example.com wants you to sign in with your Ethereum account:')
    // The same text as formatSiweMessage writes, with the chain id as a number there.
    expect(text).toBe(formatSiweMessage({ ...ethereum, chainId: 1 }))
    expect(parseSiwxMessage(text)).toStrictEqual({ family: 'Ethereum', fields: ethereum })
    expect(parseSiweMessage(text)).toStrictEqual({ ...ethereum, chainId: 1 })

    expect(() => formatSiwxMessage({ ...ethereum, address: SOLANA_ADDRESS }, 'Ethereum')).toThrow(
      SiweMessageError,
    )
    expect(() => formatSiwxMessage({ ...ethereum, chainId: MAINNET }, 'Ethereum')).toThrow(
      /chainId "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" is not a positive integer/,
    )
    expect(() => formatSiwxMessage({ ...ethereum, chainId: '01' }, 'Ethereum')).toThrow(
      SiweMessageError,
    )
    // A Solana address under the Ethereum header is refused when read too.
    const swapped = text.replace(EVM_ADDRESS, SOLANA_ADDRESS)
    expect(() => parseSiwxMessage(swapped)).toThrow(
      /line 2: the address .* is not an Ethereum address/,
    )
    // And an Ethereum address under the Solana header.
    const mixed = text.replace('Ethereum account', 'Solana account')
    expect(() => parseSiwxMessage(mixed)).toThrow(/line 2: the address .* is not a Solana address/)
  })

  test('another account name, or none, is refused naming both families', () => {
    for (const header of [
      'example.com wants you to sign in with your Bitcoin account:',
      'hello',
      '',
    ])
      expect(() => parseSiwxMessage(solanaMessage.replace(/^.*\n/, `${header}\n`))).toThrow(
        /line 1: expected '<domain> wants you to sign in with your <account> account:' \(<account>: Ethereum or Solana\)/,
      )
    expect(() => formatSiwxMessage(solana, 'Bitcoin' as never)).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(42 as never)).toThrow(SiwxMessageError)
  })
})
