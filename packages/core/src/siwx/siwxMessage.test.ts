import { describe, expect, test } from 'vitest'
import { LINEAR_GROWTH_LIMIT, timeGrowth } from '../../../../scripts/timeGrowth.js'
import { signInFamily } from '../namespaces/supports.js'
import { NAMESPACES, type NamespaceInfo } from '../namespaces/table.js'
import { KNOWN_NAMESPACES } from '../types/caip.js'
import {
  formatSiweMessage,
  formatSiwxMessage,
  parseSiweMessage,
  parseSiwxMessage,
  SiweMessageError,
  SiwxMessageError,
  type SiwxMessageFields,
} from './eip4361.js'
import { createFamilyMessenger } from './eip4361Messenger.js'
import { createEip4361Messenger, createSiwxMessenger } from './siwxMessenger.js'

// CAIP-122 messages of both families: EIP-4361 for Ethereum accounts (eip4361.test.ts holds its reference
// vectors) and the Solana flavour, which differs in the header's account name, the address (base58 of a
// 32-byte key) and the chain id (the cluster's CAIP-2 reference).

const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

const solana: SiwxMessageFields = {
  domain: 'example.com',
  address: SOLANA_ADDRESS,
  statement: 'Sign in to the example.',
  uri: 'https://example.com/login',
  version: '1',
  chainId: MAINNET,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
}

const solanaMessage = [
  'example.com wants you to sign in with your Solana account:',
  SOLANA_ADDRESS,
  '',
  'Sign in to the example.',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  `Chain ID: ${MAINNET}`,
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
].join('\n')

const ethereum: SiwxMessageFields = { ...solana, address: EVM_ADDRESS, chainId: '1' }

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

  test.each<[string, Partial<Record<keyof SiwxMessageFields, unknown>>, string]>([
    ['an Ethereum address', { address: EVM_ADDRESS }, 'address'],
    ['a base58 address that is not 32 bytes', { address: '2'.repeat(32) }, 'address'],
    ['a 45-digit address', { address: `${SOLANA_ADDRESS}1` }, 'address'],
    ['an address with a 0 (not base58)', { address: `0${SOLANA_ADDRESS.slice(1)}` }, 'address'],
    ['a full CAIP-2 chain id', { chainId: `solana:${MAINNET}` }, 'chainId'],
    ['a 33-character reference', { chainId: 'a'.repeat(33) }, 'chainId'],
    ['an empty reference', { chainId: '' }, 'chainId'],
    ['a chain id as a number', { chainId: 1 }, 'chainId'],
  ])('refuses %s', (_, change, field) => {
    const fields = { ...solana, ...change } as SiwxMessageFields
    expect(() => formatSiwxMessage(fields, 'Solana')).toThrow(new RegExp(`Details: ${field} `))
  })

  test('32 zero bytes are an address (all ones), and a 44-digit key too', () => {
    for (const address of [
      '1'.repeat(32),
      'J'.repeat(43),
      'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    ]) {
      const fields = { ...solana, address }
      expect(parseSiwxMessage(formatSiwxMessage(fields, 'Solana')).fields).toStrictEqual(fields)
    }
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

  test('a hostile input is read in linear time under either header', () => {
    for (const family of ['Ethereum', 'Solana']) {
      const hostile = (lines: number) =>
        `${'a:'.repeat(lines * 5)} wants you to sign in with your ${family} account:\n${'\n'.repeat(lines)}`
      expect(() => parseSiwxMessage(hostile(10_000))).toThrow(SiwxMessageError)
      // Relative to a smaller input in the same run (a limit in milliseconds failed on a busy machine).
      const refuse = (message: string) => expect(() => parseSiwxMessage(message)).toThrow()
      expect(timeGrowth(hostile, refuse, 320), family).toBeLessThan(LINEAR_GROWTH_LIMIT)
    }
  })
})

describe('the namespace table and the messenger', () => {
  test("every namespace with the 'signIn' feature names its message family, and only those", () => {
    for (const namespace of KNOWN_NAMESPACES) {
      const info: NamespaceInfo = NAMESPACES[namespace]
      expect(info.features.includes('signIn'), namespace).toBe(info.signIn !== undefined)
    }
    expect(signInFamily('eip155')).toBe('Ethereum')
    expect(signInFamily('solana')).toBe('Solana')
    expect(signInFamily('bip122')).toBeUndefined()
    expect(signInFamily('toString')).toBeUndefined()
  })

  const parameters = {
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to the example.',
    getNonce: async () => 'nonce0001',
  }

  test('writes the family of the account: Solana for a solana network, EIP-4361 for eip155', async () => {
    const messenger = createSiwxMessenger(parameters)
    const forSolana = await messenger.createMessage({
      chainId: `solana:${MAINNET}`,
      accountAddress: SOLANA_ADDRESS,
    })
    expect(parseSiwxMessage(forSolana.toString())).toMatchObject({
      family: 'Solana',
      fields: {
        domain: 'app.example',
        address: SOLANA_ADDRESS,
        chainId: MAINNET,
        nonce: 'nonce0001',
        statement: 'Sign in to the example.',
      },
    })
    expect(forSolana).toMatchObject({
      chainId: `solana:${MAINNET}`,
      accountAddress: SOLANA_ADDRESS,
    })

    const forEvm = await messenger.createMessage({
      chainId: 'eip155:10',
      accountAddress: EVM_ADDRESS,
    })
    expect(parseSiweMessage(forEvm.toString())).toMatchObject({ chainId: 10, address: EVM_ADDRESS })
    expect(createEip4361Messenger).toBe(createSiwxMessenger)
  })

  test('refuses a namespace without sign-in (before asking a nonce) and an address of the wrong family', async () => {
    let nonces = 0
    const messenger = createSiwxMessenger({
      ...parameters,
      getNonce: async () => `nonce000${++nonces}`,
    })
    await expect(
      messenger.createMessage({
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1q',
      }),
    ).rejects.toThrow(SiwxMessageError)
    expect(nonces).toBe(0)
    await expect(
      messenger.createMessage({ chainId: `solana:${MAINNET}`, accountAddress: EVM_ADDRESS }),
    ).rejects.toThrow(/address .* is not a Solana address/)
    await expect(
      messenger.createMessage({ chainId: 'eip155:1', accountAddress: SOLANA_ADDRESS }),
    ).rejects.toThrow(SiweMessageError)
  })

  test('the chunk-side messenger asks the family it is handed, not the table', async () => {
    const asked: string[] = []
    const messenger = createFamilyMessenger(parameters, (namespace) => {
      asked.push(namespace)
      return 'Solana'
    })
    const message = await messenger.createMessage({
      chainId: 'polkadot:devnet',
      accountAddress: SOLANA_ADDRESS,
    })
    expect(asked).toEqual(['polkadot'])
    expect(message.toString()).toContain('\nChain ID: devnet\n')
  })
})
