import {
  type GetOnrampQuotesErrorType,
  type GetOnrampQuotesQueryParameters,
  type GetOnrampQuotesReturnType,
  getOnrampQuotesQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

export type UseOnrampQuotesParameters = GetOnrampQuotesQueryParameters
export type UseOnrampQuotesReturnType = QueryObserverResult<
  GetOnrampQuotesReturnType,
  GetOnrampQuotesErrorType
>

/** Every provider's quote, best first, asked again every 30 s while shown; `enabled: false` holds it. */
export function useOnrampQuotes(parameters: UseOnrampQuotesParameters): UseOnrampQuotesReturnType {
  const foyer = useFoyer()
  return useQuery<GetOnrampQuotesReturnType, GetOnrampQuotesErrorType>(
    getOnrampQuotesQueryOptions(foyer, parameters),
  )
}
