import {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteQueryParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuoteQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

export type UseOnrampQuoteParameters = GetOnrampQuoteQueryParameters
export type UseOnrampQuoteReturnType = QueryObserverResult<
  GetOnrampQuoteReturnType,
  GetOnrampQuoteErrorType
>

/** One provider's quote, asked again every 30 s while shown; `enabled: false` holds it. */
export function useOnrampQuote(parameters: UseOnrampQuoteParameters): UseOnrampQuoteReturnType {
  const foyer = useFoyer()
  return useQuery<GetOnrampQuoteReturnType, GetOnrampQuoteErrorType>(
    getOnrampQuoteQueryOptions(foyer, parameters),
  )
}
