import type { ChainAdapter } from '@foyer/core/adapter'
import type { AppKitNetwork, ChainNamespace } from '../networks/types.js'

/**
 * What createAppKit's `adapters` take: an AppKit-shaped adapter (WagmiAdapter, SolanaAdapter) that gives
 * Foyer's adapter of its namespace for the networks createAppKit was given of that namespace.
 */
export interface AppKitAdapter {
  readonly namespace: ChainNamespace
  /** The projectId the adapter was created with (AppKit's WagmiAdapter takes one), to check it is the same. */
  readonly projectId?: string | undefined
  /** Foyer's adapter for these networks (createAppKit's networks of this namespace, in its order). */
  toFoyerAdapter(networks: readonly AppKitNetwork[]): ChainAdapter
}

/** Whether `value` is an adapter of this package (or one shaped like it). */
export function isAppKitAdapter(value: unknown): value is AppKitAdapter {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppKitAdapter).toFoyerAdapter === 'function' &&
    typeof (value as AppKitAdapter).namespace === 'string'
  )
}
