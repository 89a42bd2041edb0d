import type { DevChain } from './types.js'

/** What the global setup provides to tests as `inject('devnet')`. */
export type DevnetContext = {
  chains: DevChain[]
  /** The local Solana cluster's URLs. */
  solana: { rpcUrl: string; wsUrl: string }
  /** The ERC-4337 bundler's endpoint of each chain (its ERC-7677 paymaster too), L1 first. */
  bundlerUrls: { l1: string; l2: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetContext
  }
}
