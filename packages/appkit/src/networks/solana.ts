import { SOLANA_CLUSTERS } from '@foyer/core/adapter'
import type { CaipNetwork } from './types.js'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const SOLSCAN = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const

/** A public Solana cluster in AppKit's network shape, on the cluster's public RPC endpoint. */
function cluster(
  which: keyof typeof SOLANA_CLUSTERS,
  testnet: boolean,
): CaipNetwork & { chainNamespace: 'solana' } {
  const { reference, name, rpcUrl } = SOLANA_CLUSTERS[which]
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: SOLSCAN,
    testnet,
  }
}

/** Solana mainnet-beta (AppKit's `solana`). */
export const solana = /* @__PURE__ */ cluster('mainnet', false)
/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ cluster('devnet', true)
/** Solana testnet. */
export const solanaTestnet = /* @__PURE__ */ cluster('testnet', true)
