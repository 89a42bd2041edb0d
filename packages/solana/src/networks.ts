import type { CaipNetwork } from '@foyer/core'

/** A Solana cluster as a host configures it. */
export type SolanaNetwork = {
  /** CAIP-2 reference: the first 32 characters of the cluster's genesis hash. */
  id: string
  name: string
  /** The cluster's Wallet Standard chain, which wallets sign and send for (`solana:mainnet`, …). */
  chain: `solana:${string}`
  rpcUrl: string
  /** Subscriptions for confirmations; defaults to the RPC URL with ws(s). */
  wsUrl?: string | undefined
  blockExplorer?: { name: string; url: string } | undefined
  testnet?: boolean | undefined
}

/** The coin of every Solana cluster. */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Solana mainnet-beta (SPEC §9: one of the three clusters). */
export const solanaMainnet = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chain: 'solana:mainnet',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
} as const satisfies SolanaNetwork

/** Solana devnet. */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chain: 'solana:devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
  testnet: true,
} as const satisfies SolanaNetwork

/** Solana testnet. */
export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  chain: 'solana:testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
  testnet: true,
} as const satisfies SolanaNetwork

/** The WebSocket URL of a network: its own, or its RPC URL with ws(s). */
export function webSocketUrl(network: SolanaNetwork): string {
  return network.wsUrl ?? network.rpcUrl.replace(/^http/, 'ws')
}

/** A Solana network as the modal sees it (`solana:<genesis hash prefix>`). */
export function toCaipNetwork(network: SolanaNetwork): CaipNetwork {
  return {
    id: network.id,
    caipNetworkId: `solana:${network.id}`,
    chainNamespace: 'solana',
    name: network.name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [network.rpcUrl], webSocket: [webSocketUrl(network)] } },
    blockExplorers: network.blockExplorer ? { default: network.blockExplorer } : undefined,
    testnet: network.testnet,
  }
}
