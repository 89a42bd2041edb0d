import {
  type GetActivityErrorType,
  type GetActivityReturnType,
  getActivityInfiniteQueryOptions,
  type HistoryItem,
} from '@foyer/core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useInfiniteQuery } from './useInfiniteQuery.js'

export type UseActivityReturnType = {
  /** Every item loaded so far, newest first; empty after a failure (SPEC §4). */
  items: HistoryItem[]
  /** False where there is no activity to show: no services, or a namespace without activity (SPEC §6). */
  enabled: boolean
  isPending: boolean
  isFetchingNextPage: boolean
  hasNextPage: boolean
  fetchNextPage(): void
  /** ActivityUnavailableError ('Failed to fetch transactions'). */
  error: GetActivityErrorType | null
  /** After a failure: starts again from the first page (the cursor was cleared). */
  retry(): void
}

/** The connected account's history on its current network, page by page (an infinite query). */
export function useActivity(): UseActivityReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const options = getActivityInfiniteQueryOptions(foyer, {
    address: account.isConnected ? account.address : undefined,
    caipNetworkId: caipNetwork?.caipNetworkId,
  })
  const query = useInfiniteQuery<GetActivityReturnType, string | undefined, GetActivityErrorType>(
    options,
  )
  const { queryKey } = options
  const retry = () => void foyer.queryClient.resetQueries({ queryKey, exact: true })
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
    retry,
  }
}
