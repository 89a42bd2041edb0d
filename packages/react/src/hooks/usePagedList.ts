import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useInfiniteQuery } from './useInfiniteQuery.js'

/** A page of a list the data service answers by cursor (Activity, NFTs). */
type Page<T> = { items: T[]; next: string | undefined }

/** What a paged list hook answers (useActivity, useAccountNfts). */
export type PagedList<T, E> = {
  /** Every item loaded so far, newest first; empty after a failure. */
  items: T[]
  /** False where there is nothing to list: no services, or a namespace without the feature. */
  enabled: boolean
  isPending: boolean
  isFetchingNextPage: boolean
  hasNextPage: boolean
  fetchNextPage(): void
  error: E | null
  /** After a failure: starts again from the first page (the cursor was cleared). */
  retry(): void
}

/**
 * A cursor-paged list on an infinite query: every item loaded so far (none after a failure), one page at a
 * time, and a retry that starts again from the first page.
 */
export function usePagedList<T, E>(
  options: Parameters<typeof useInfiniteQuery<Page<T>, string | undefined, E>>[0] & {
    queryKey: readonly unknown[]
    enabled: boolean
  },
): PagedList<T, E> {
  const foyer = useFoyer()
  const query = useInfiniteQuery<Page<T>, string | undefined, E>(options)
  const { queryKey } = options
  const items = useMemo(
    () => (query.isError ? [] : (query.data?.pages.flatMap((page) => page.items) ?? [])),
    [query.isError, query.data],
  )
  return {
    items,
    enabled: options.enabled,
    isPending: options.enabled && query.isPending && !query.isError,
    isFetchingNextPage: query.isFetchingNextPage,
    hasNextPage: !query.isError && query.hasNextPage,
    fetchNextPage: () => {
      if (!query.isFetching) void query.fetchNextPage()
    },
    error: query.error,
    retry: () => void foyer.queryClient.resetQueries({ queryKey, exact: true }),
  }
}
