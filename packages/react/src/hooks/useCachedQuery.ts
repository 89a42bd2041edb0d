import { hashKey, type QueryKey } from '@tanstack/query-core'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useFoyer } from './useFoyer.js'

/** The query options `useCachedQuery` reads: core's query options have this shape. */
export type CachedQueryOptions<T> = {
  queryKey: QueryKey
  queryFn: () => Promise<T>
  enabled?: boolean | undefined
  staleTime?: number | undefined
}

/**
 * A query's data for Foyer's buttons, read from the instance's query cache and fetched when missing,
 * stale or invalidated. The same query as the modal's hooks, without a QueryObserver: the buttons are on
 * every host's first load, and the observer is ~13 kB of it; the modal's views observe the query
 * themselves. `query` must be memoised by the caller.
 */
export function useCachedQuery<T>(query: CachedQueryOptions<T>): T | undefined {
  const { queryClient } = useFoyer()
  const cache = queryClient.getQueryCache()
  const hash = useMemo(() => hashKey(query.queryKey), [query])

  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (event.query.queryHash === hash) onChange()
      }),
    [cache, hash],
  )
  const data = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<T>(query.queryKey),
    () => undefined,
  )

  useEffect(() => {
    if (!query.enabled) return
    // prefetchQuery fetches only when there is no fresh data (stale by time or invalidated), and never throws.
    const refresh = () => void queryClient.prefetchQuery(query)
    refresh()
    return cache.subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryHash === hash
      )
        refresh()
    })
  }, [queryClient, cache, query, hash])

  return data
}
