import { type Chain, defineChain } from 'viem'
import { DEVNET_ENS } from './ens.js'

/** Native currency of both devnet chains. */
export const DEVNET_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The loopback address the devnet listens on by default. */
export const DEVNET_HOST = '127.0.0.1'

/** The two devnet chains as plain data: an L1 and an L2 stand-in, each with its default port. */
export const DEVNET_CHAINS = [
  { id: 31337, name: 'Foyer Devnet', nativeCurrency: DEVNET_NATIVE_CURRENCY, defaultPort: 8545 },
  { id: 31338, name: 'Foyer Devnet L2', nativeCurrency: DEVNET_NATIVE_CURRENCY, defaultPort: 8546 },
] as const

/** Chain ids of the devnet chains, L1 first. */
export const DEVNET_CHAIN_IDS = [DEVNET_CHAINS[0].id, DEVNET_CHAINS[1].id] as const

/** Ports of the devnet chains; any may be left out to use its default. */
export type DevnetPorts = {
  l1?: number | undefined
  l2?: number | undefined
  /** The local Solana cluster's port (HTTP and WebSocket); default 8899. */
  solana?: number | undefined
  /** The ERC-4337 bundler's port (one for both chains); default DEVNET_BUNDLER_PORT. */
  bundler?: number | undefined
}

/** The bundler's default port (ERC-4337's number). */
export const DEVNET_BUNDLER_PORT = 4337

/** The devnet's JSON-RPC URLs for the given ports, L1 first. */
export function devnetRpcUrls(ports: DevnetPorts = {}, host: string = DEVNET_HOST) {
  const l1 = ports.l1 ?? DEVNET_CHAINS[0].defaultPort
  const l2 = ports.l2 ?? DEVNET_CHAINS[1].defaultPort
  return { l1: `http://${host}:${l1}`, l2: `http://${host}:${l2}` }
}

/**
 * The bundler's JSON-RPC URLs (ERC-7769 bundler and ERC-7677 paymaster methods), L1 first: one port, the chain
 * id as the path.
 */
export function devnetBundlerUrls(ports: DevnetPorts = {}, host: string = DEVNET_HOST) {
  const base = `http://${host}:${ports.bundler ?? DEVNET_BUNDLER_PORT}`
  return { l1: `${base}/${DEVNET_CHAINS[0].id}`, l2: `${base}/${DEVNET_CHAINS[1].id}` }
}

/** The contracts viem's actions find on the devnet chains (both have the same): ENS's registry and universal resolver. */
const DEVNET_CHAIN_CONTRACTS = {
  ensRegistry: { address: DEVNET_ENS.registry },
  ensUniversalResolver: { address: DEVNET_ENS.universalResolver },
} as const

/**
 * The devnet chains as viem `Chain` objects whose RPC URLs point at the given ports, L1 first; their
 * `contracts` name ENS's (so `getEnsAddress` needs no address).
 */
export function devnetChains(ports: DevnetPorts = {}, host: string = DEVNET_HOST): [Chain, Chain] {
  const urls = devnetRpcUrls(ports, host)
  const [l1, l2] = DEVNET_CHAINS
  return [
    defineChain({
      id: l1.id,
      name: l1.name,
      nativeCurrency: l1.nativeCurrency,
      rpcUrls: { default: { http: [urls.l1] } },
      contracts: DEVNET_CHAIN_CONTRACTS,
      testnet: true,
    }),
    defineChain({
      id: l2.id,
      name: l2.name,
      nativeCurrency: l2.nativeCurrency,
      rpcUrls: { default: { http: [urls.l2] } },
      contracts: DEVNET_CHAIN_CONTRACTS,
      testnet: true,
    }),
  ]
}
