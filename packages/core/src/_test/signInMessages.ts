import { expect } from 'vitest'
import {
  formatSiweMessage,
  SiweMessageError,
  type SiweMessageFields,
  type SiwxMessageFields,
} from '../siwx/eip4361.js'

// The sign-in messages the EIP-4361 / CAIP-122 tests start from (siwx/eip4361/*.test.ts): one Ethereum
// message with only the required lines, and one Solana message with a statement.

export const base: SiweMessageFields = {
  domain: 'example.com',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 1,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
}

export const baseMessage = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
].join('\n')

/** `baseMessage` with line `number` (1-based) replaced. */
export function withLine(number: number, line: string): string {
  const lines = baseMessage.split('\n')
  lines[number - 1] = line
  return lines.join('\n')
}

/** `base` with `change` is refused by the formatter, naming `field` in its details. */
export function expectRefusedField(
  change: Partial<Record<keyof SiweMessageFields, unknown>>,
  field: string,
): void {
  const fields = { ...base, ...change } as SiweMessageFields
  expect(() => formatSiweMessage(fields)).toThrow(SiweMessageError)
  expect(() => formatSiweMessage(fields)).toThrow(
    new RegExp(`Details: ${field.replace(/[[\]]/g, '\\$&')} `),
  )
}

export const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

export const solana: SiwxMessageFields = {
  domain: 'example.com',
  address: SOLANA_ADDRESS,
  statement: 'Sign in to the example.',
  uri: 'https://example.com/login',
  version: '1',
  chainId: MAINNET,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
}

export const solanaMessage = [
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

export const ethereum: SiwxMessageFields = { ...solana, address: EVM_ADDRESS, chainId: '1' }
