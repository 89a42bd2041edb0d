import {
  type GetCallsStatusErrorType,
  type GetCallsStatusReturnType,
  getCallsStatusQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

/** The batch's id (`sendCalls`' answer); undefined holds the query. */
export type UseCallsStatusParameters = string | undefined
export type UseCallsStatusReturnType = QueryObserverResult<
  GetCallsStatusReturnType,
  GetCallsStatusErrorType
>

/** A batch's status, asked again every second until it is no longer pending. */
export function useCallsStatus(id: UseCallsStatusParameters): UseCallsStatusReturnType {
  const foyer = useFoyer()
  return useQuery<GetCallsStatusReturnType, GetCallsStatusErrorType>(
    getCallsStatusQueryOptions(foyer, { id: id ?? '' }),
  )
}
