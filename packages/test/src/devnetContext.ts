import type { DevChain } from './types.js'

/** What the global setup provides to tests as `inject('devnet')`. */
export type DevnetContext = {
  chains: DevChain[]
  /** The local Solana cluster's URLs. */
  solana: { rpcUrl: string; wsUrl: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetContext
  }
}
