import {
  type GetOnrampPurchaseErrorType,
  type GetOnrampPurchaseParameters,
  type GetOnrampPurchaseReturnType,
  getOnrampPurchaseQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

/** The purchase `startOnramp` answered; undefined holds the query. */
export type UseOnrampPurchaseParameters = GetOnrampPurchaseParameters | undefined
export type UseOnrampPurchaseReturnType = QueryObserverResult<
  GetOnrampPurchaseReturnType,
  GetOnrampPurchaseErrorType
>

/** A started purchase's status, asked every 2 s until its tokens arrived or it failed. */
export function useOnrampPurchase(
  purchase: UseOnrampPurchaseParameters,
): UseOnrampPurchaseReturnType {
  const foyer = useFoyer()
  return useQuery<GetOnrampPurchaseReturnType, GetOnrampPurchaseErrorType>(
    getOnrampPurchaseQueryOptions(foyer, purchase) as never,
  )
}
