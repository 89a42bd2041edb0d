import {
  type DefaultError,
  MutationObserver,
  type MutationObserverOptions,
  type MutationObserverResult,
  notifyManager,
} from '@tanstack/query-core'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useFoyer } from './useFoyer.js'

export type UseMutationReturnType<TData, TError, TVariables> = Omit<
  MutationObserverResult<TData, TError, TVariables>,
  'mutate'
> & {
  /** Runs the mutation; failures end up in `error`, never as an unhandled rejection. */
  mutate(variables: TVariables): void
  /** Runs the mutation and returns its result (rejects on failure). */
  mutateAsync(variables: TVariables): Promise<TData>
}

/** A minimal useMutation on the instance's QueryClient, without @tanstack/react-query. */
export function useMutation<TData, TVariables, TError = DefaultError>(
  options: MutationObserverOptions<TData, TError, TVariables>,
): UseMutationReturnType<TData, TError, TVariables> {
  const { queryClient } = useFoyer()
  const [observer] = useState(() => new MutationObserver(queryClient, options))

  useEffect(() => {
    observer.setOptions(options)
  }, [observer, options])

  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  )
  const snapshot = useCallback(() => observer.getCurrentResult(), [observer])
  // The observer's own mutate would reject unhandled; ours below does not.
  const { mutate: _, ...result } = useSyncExternalStore(subscribe, snapshot, snapshot)

  const mutateAsync = useCallback((variables: TVariables) => observer.mutate(variables), [observer])
  const mutate = useCallback(
    (variables: TVariables) => {
      observer.mutate(variables).catch(() => {})
    },
    [observer],
  )
  return { ...result, mutate, mutateAsync }
}
