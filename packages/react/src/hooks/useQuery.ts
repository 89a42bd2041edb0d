import {
  type DefaultError,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core'
import { useEffect, useState } from 'react'
import { useFoyer } from './useFoyer.js'
import { useObserverResult } from './useObserverResult.js'

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

  useObserverResult(observer)

  useEffect(() => {
    observer.setOptions(defaulted)
  }, [observer, defaulted])
  // The result for these options right now, even before the effect above hands them to the observer.
  return observer.getOptimisticResult(defaulted)
}
