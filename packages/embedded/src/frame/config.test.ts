import { expect, test } from 'vitest'
import { readFrameConfig } from './config.js'

// The frame's config as the auth service writes it: smart accounts per chain and the data service's URL.

const page = (config: unknown) =>
  ({ getElementById: () => ({ textContent: JSON.stringify(config) }) }) as unknown as Document

const base = {
  projectId: 'p',
  chainId: 31337,
  version: '',
  enableLogger: false,
  allowedOrigins: ['http://app.test'],
  defaultChainId: 31337,
  chains: [
    {
      id: 31337,
      name: 'Foyer Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
}
const smartAccount = {
  factory: '0xb793891825A02e5aeec504659db170b3f5810acc',
  bundlerUrl: 'http://127.0.0.1:4337/31337',
}

test('a chain may carry its smart accounts (bundler and sponsorship optional), the config the data service’s URL', () => {
  const sponsored = { factory: smartAccount.factory, sponsored: true }
  const chains = [
    { ...base.chains[0], smartAccount },
    { ...base.chains[0], id: 31338, smartAccount: sponsored },
  ]
  const config = readFrameConfig(page({ ...base, chains, apiUrl: 'http://127.0.0.1:4000' }))
  expect(config.chains.map((chain) => chain.smartAccount)).toEqual([smartAccount, sponsored])
  expect(config.apiUrl).toBe('http://127.0.0.1:4000')
  expect(readFrameConfig(page(base)).apiUrl).toBeUndefined()
})

test('the entry point is not configurable, nor a paymaster URL (issue 37: it would be public)', () => {
  const withEntryPoint = {
    ...smartAccount,
    entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  }
  for (const bad of [
    withEntryPoint,
    { ...smartAccount, paymasterUrl: 'https://pm.test' },
    { ...smartAccount, factory: 'x' },
  ])
    expect(() =>
      readFrameConfig(page({ ...base, chains: [{ ...base.chains[0], smartAccount: bad }] })),
    ).toThrow()
})
