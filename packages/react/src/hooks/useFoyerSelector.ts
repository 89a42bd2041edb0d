import type { FoyerState } from '@foyer/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFoyer } from './useFoyer.js'

/**
 * Reads a slice of the instance's state and re-renders when it changes. `select` must return something
 * stable (a primitive or an object already in state), never a new object per call.
 */
export function useFoyerSelector<T>(select: (state: FoyerState) => T): T {
  const { store } = useFoyer()
  const snapshot = useCallback(() => select(store.getState()), [store, select])
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}
