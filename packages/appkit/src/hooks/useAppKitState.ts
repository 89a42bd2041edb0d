import { useSyncExternalStore } from 'react'
import { registeredAppKit } from '../client/registry.js'
import type { AppKitState } from '../client/state.js'

/** AppKit's `useAppKitState()`: open, selectedNetworkId, loading, initialized, activeChain. */
export function useAppKitState(): AppKitState {
  const appKit = registeredAppKit()
  return useSyncExternalStore(appKit.foyer.store.subscribe, appKit.getState, appKit.getState)
}
