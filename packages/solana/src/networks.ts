import type { CaipNetwork } from '@foyer/core'
import { SOLANA_CLUSTERS } from '@foyer/core/adapter'

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

/** A public cluster as a network, with Solscan as its explorer. */
const publicCluster = (
  cluster: (typeof SOLANA_CLUSTERS)[keyof typeof SOLANA_CLUSTERS],
  testnet: boolean,
): SolanaNetwork => ({
  id: cluster.reference,
  name: cluster.name,
  chain: cluster.chain,
  rpcUrl: cluster.rpcUrl,
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
  ...(testnet ? { testnet } : {}),
})

/** Solana mainnet-beta (SPEC §9: one of the three clusters). */
export const solanaMainnet = publicCluster(SOLANA_CLUSTERS.mainnet, false)
/** Solana devnet. */
export const solanaDevnet = publicCluster(SOLANA_CLUSTERS.devnet, true)
/** Solana testnet. */
export const solanaTestnet = publicCluster(SOLANA_CLUSTERS.testnet, true)

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
