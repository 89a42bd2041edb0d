import { jsonFromEnv } from '@foyer/server'
import { expect, test } from 'vitest'
import { parseChains, toFrameChains } from './chains.js'

// FOYER_AUTH_CHAINS' smart accounts (issue 20): what the frame is told about each chain's ERC-4337 setup.

const chain = {
  id: 8453,
  name: 'Base',
  rpcUrl: 'https://base.example.org',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const smartAccount = {
  factory: '0xb793891825A02e5aeec504659db170b3f5810acc',
  bundlerUrl: 'https://bundler.example.org/8453',
} as const
const read = (chains: unknown) =>
  jsonFromEnv('FOYER_AUTH_CHAINS', parseChains, { FOYER_AUTH_CHAINS: JSON.stringify(chains) })

test('a chain may carry smart accounts, bundler and sponsorship optional; the API’s own fields are dropped', () => {
  const sponsored = { factory: smartAccount.factory, sponsored: true }
  expect(
    read([
      { ...chain, smartAccount, bundlerUrl: 'https://bundler.example.org', swap: false },
      { ...chain, id: 10, smartAccount: sponsored },
      chain,
    ]),
  ).toEqual([{ ...chain, smartAccount }, { ...chain, id: 10, smartAccount: sponsored }, chain])
})

test('attack surface: a paymaster URL is refused, so its key never reaches a browser (issue 37)', () => {
  expect(() =>
    read([{ ...chain, smartAccount: { ...smartAccount, paymasterUrl: 'https://pm.example.org' } }]),
  ).toThrow(
    'FOYER_AUTH_CHAINS is not valid: 0.smartAccount.paymasterUrl is not read here: a paymaster URL in the frame reaches every browser; name it in FOYER_API_CHAINS and set "sponsored": true',
  )
})

test('refused, naming the variable and the field', () => {
  for (const [bad, message] of [
    [
      { ...smartAccount, bundlerUrl: 'ftp://bundler.example.org' },
      '0.smartAccount.bundlerUrl bundlerUrl must be http(s)',
    ],
    [{ ...smartAccount, sponsored: 'yes' }, '0.smartAccount.sponsored'],
    [{ ...smartAccount, factory: '0x1234' }, '0.smartAccount.factory expected an address'],
    // v0.7's entry point is the only one: a key for it is a mistake, not a setting.
    [
      { ...smartAccount, entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032' },
      '0.smartAccount.entryPoint',
    ],
  ] as const)
    expect(() => read([{ ...chain, smartAccount: bad }])).toThrow(
      expect.objectContaining({ message: expect.stringContaining(message) }),
    )
  expect(() => read([{ ...chain, smartAccount: { ...smartAccount, factory: 'x' } }])).toThrow(
    /^FOYER_AUTH_CHAINS is not valid: /,
  )
})

test('toFrameChains hands the frame exactly its fields, smart accounts included', () => {
  const extra = { ...chain, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', smartAccount }
  expect(toFrameChains([extra as typeof chain & { smartAccount: typeof smartAccount }])).toEqual([
    { ...chain, smartAccount },
  ])
})
