import { getChains } from '@wagmi/core'
import { expect, test } from 'vitest'
import { createAppKit } from '../client/createAppKit.js'
import { defineChain } from '../networks/defineChain.js'
import { solana } from '../networks/solana.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

test("wagmiConfig is the real wagmi config of Foyer's EVM adapter, on the networks given", () => {
  const wagmiAdapter = new WagmiAdapter({ networks: [devnet], projectId: 'p', ssr: true })
  const chains = getChains(wagmiAdapter.wagmiConfig)
  expect(chains.map((chain) => [chain.id, chain.name, chain.rpcUrls.default.http])).toEqual([
    [31337, 'Foyer Devnet', ['http://127.0.0.1:8545']],
  ])
  // The CAIP fields are AppKit's, not wagmi's.
  expect(chains[0]).not.toHaveProperty('caipNetworkId')

  const appKit = createAppKit({ adapters: [wagmiAdapter], networks: [devnet], projectId: 'p' })
  expect(appKit.foyer.adapters[0]).toHaveProperty('wagmiConfig', wagmiAdapter.wagmiConfig)
  expect(appKit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual(['eip155:31337'])
  appKit.destroy()
})

test('customRpcUrls become the chains’ RPC URLs', () => {
  const wagmiAdapter = new WagmiAdapter({
    networks: [devnet],
    projectId: 'p',
    customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9999' }] },
  })
  expect(getChains(wagmiAdapter.wagmiConfig)[0]?.rpcUrls.default.http).toEqual([
    'http://127.0.0.1:9999',
  ])
})

test('options Foyer sets itself are refused, naming each', () => {
  let message = ''
  try {
    new WagmiAdapter({
      networks: [devnet],
      projectId: 'p',
      pollingInterval: 1000 as never,
      storage: { getItem: () => null } as never,
      bogus: true,
    } as never)
  } catch (error) {
    message = (error as Error).message
  }
  expect(message.split('\n')).toEqual([
    `@foyer/appkit: the option "WagmiAdapter.pollingInterval" is not supported: Foyer's EVM adapter sets wagmi's polling interval (SPEC §9)`,
    `@foyer/appkit: the option "WagmiAdapter.bogus" is not an option of AppKit's WagmiAdapter`,
    expect.stringMatching(/^@foyer\/appkit: the option "WagmiAdapter.storage" is not supported: /),
  ])
  // `storage: null` keeps nothing, in wagmi as in Foyer.
  expect(
    () => new WagmiAdapter({ networks: [devnet], projectId: 'p', storage: null }),
  ).not.toThrow()
})

test('a WagmiAdapter takes EVM networks only, and the same as createAppKit', () => {
  expect(() => new WagmiAdapter({ networks: [solana], projectId: 'p' })).toThrow(
    /WagmiAdapter takes EVM networks: "Solana" \(solana:5eyk/,
  )
  const wagmiAdapter = new WagmiAdapter({ networks: [devnet], projectId: 'p' })
  const other = { ...devnet, id: 1, caipNetworkId: 'eip155:1' as const, name: 'Other' }
  expect(() =>
    createAppKit({ adapters: [wagmiAdapter], networks: [devnet, other], projectId: 'p' }),
  ).toThrow("eip155:1 is not in WagmiAdapter's networks")
})
