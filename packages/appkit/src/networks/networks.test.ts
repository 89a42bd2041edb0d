import { expect, test } from 'vitest'
import {
  arbitrum,
  base,
  defineChain,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
} from '../exports/networks.js'
import { caipNetworkIdOf, namespaceOf } from './types.js'

test("the networks entry hands out viem's chains, as AppKit's does, and Solana's clusters", () => {
  expect([mainnet, sepolia, arbitrum, base, optimism, polygon].map(caipNetworkIdOf)).toEqual([
    'eip155:1',
    'eip155:11155111',
    'eip155:42161',
    'eip155:8453',
    'eip155:10',
    'eip155:137',
  ])
  expect(namespaceOf(mainnet)).toBe('eip155')
  expect(solana).toMatchObject({
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
  })
})

test('defineChain keeps the network as given, and refuses a caipNetworkId its namespace and id do not make', () => {
  const network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Foyer Devnet',
    nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  } as const
  expect(defineChain(network)).toBe(network)
  expect(() => defineChain({ ...network, caipNetworkId: 'eip155:1' })).toThrow(
    '@foyer/appkit: defineChain: "Foyer Devnet" has caipNetworkId "eip155:1", but its chainNamespace and id make "eip155:31337"',
  )
})
