import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import type { AuthConnectorState } from './auth/authConnectorState.js'

/** What the adapter's eager part (createEvmAdapter.ts) hands its lazily loaded methods (methods/). */
export type EvmAdapterState = {
  chains: readonly [Chain, ...Chain[]]
  wagmiConfig: Config
  /** The auth connector's state, shared with the embedded wallet's methods. */
  auth: AuthConnectorState
  /** Reports wagmi's connection to the mounted instance (nothing when not connected or not mounted). */
  reportConnection(): void
}
