import { notifyManager } from '@tanstack/query-core'
import { useCallback, useSyncExternalStore } from 'react'

/** What useQuery and useInfiniteQuery subscribe to: a TanStack observer. */
type Observer = {
  subscribe(listener: () => void): () => void
  getCurrentResult(): unknown
}

/** Re-renders the component when the observer's result changes (batched as TanStack does). */
export function useObserverResult(observer: Observer): void {
  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  )
  const snapshot = useCallback(() => observer.getCurrentResult(), [observer])
  useSyncExternalStore(subscribe, snapshot, snapshot)
}
