import type {
  ChainAdapter,
  ManagesEmbeddedWallet,
  TransfersTokens,
  VerifiesMessages,
} from '@foyer/core/adapter'
import type { SolanaNetwork } from './networks.js'

export type SolanaAdapterOptions = {
  /** The Solana clusters the app supports, first one the default (`solanaMainnet`, … or your own). */
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  /** Where the adapter remembers the connected wallet; defaults to localStorage under Foyer's prefix. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/**
 * The Solana adapter: a ChainAdapter for the `solana` namespace on the Wallet Standard and @solana/kit; the
 * embedded wallet's account actions work while its connection is the embedded wallet's.
 */
export type SolanaAdapter = ChainAdapter &
  VerifiesMessages &
  TransfersTokens &
  ManagesEmbeddedWallet

/** The parameters of one of the adapter's methods. */
export type SolanaParameters<K extends keyof SolanaAdapter> = SolanaAdapter[K] extends (
  parameters: infer P,
) => unknown
  ? P
  : never
