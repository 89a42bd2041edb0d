import {
  type DefaultError,
  type InfiniteData,
  InfiniteQueryObserver,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
} from '@tanstack/query-core'
import { useEffect, useState } from 'react'
import { useFoyer } from './useFoyer.js'
import { useObserverResult } from './useObserverResult.js'

/** A minimal useInfiniteQuery on the instance's QueryClient (the paged twin of `useQuery`). */
export function useInfiniteQuery<TPage, TPageParam, TError = DefaultError>(
  options: InfiniteQueryObserverOptions<
    TPage,
    TError,
    InfiniteData<TPage, TPageParam>,
    readonly unknown[],
    TPageParam
  >,
): InfiniteQueryObserverResult<InfiniteData<TPage, TPageParam>, TError> {
  const { queryClient } = useFoyer()
  type Observer = InfiniteQueryObserver<
    TPage,
    TError,
    InfiniteData<TPage, TPageParam>,
    readonly unknown[],
    TPageParam
  >
  const defaulted = queryClient.defaultQueryOptions(options) as Parameters<
    Observer['getOptimisticResult']
  >[0]
  const [observer] = useState((): Observer => new InfiniteQueryObserver(queryClient, defaulted))
  useObserverResult(observer)
  useEffect(() => {
    observer.setOptions(defaulted)
  }, [observer, defaulted])
  return observer.getOptimisticResult(defaulted)
}
