import {
  type GetActivityErrorType,
  getActivityInfiniteQueryOptions,
  type HistoryItem,
} from '@foyer/core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { usePagedList } from './usePagedList.js'

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
  return usePagedList<HistoryItem, GetActivityErrorType>(
    getActivityInfiniteQueryOptions(foyer, {
      address: account.isConnected ? account.address : undefined,
      caipNetworkId: caipNetwork?.caipNetworkId,
    }),
  )
}
