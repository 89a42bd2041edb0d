import {
  type DefaultError,
  notifyManager,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core'
import { useCallback, useEffect, useState, useSyncExternalStore } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'

/**
 * A minimal useQuery on the instance's QueryClient (what @tanstack/react-query's does, without suspense,
 * error boundaries or result tracking), so hosts do not pay for react-query.
 */
export function useQuery<TData, TError = DefaultError>(
  options: QueryObserverOptions<TData, TError, TData, TData, readonly unknown[]>,
): QueryObserverResult<TData, TError> {
  const { queryClient } = useFoyer()
  const defaulted = queryClient.defaultQueryOptions(options)
  const [observer] = useState(() => new QueryObserver(queryClient, defaulted))

  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  )
  const snapshot = useCallback(() => observer.getCurrentResult(), [observer])
  useSyncExternalStore(subscribe, snapshot, snapshot)

  useEffect(() => {
    observer.setOptions(defaulted)
  }, [observer, defaulted])
  // The result for these options right now, even before the effect above hands them to the observer.
  return observer.getOptimisticResult(defaulted)
}
