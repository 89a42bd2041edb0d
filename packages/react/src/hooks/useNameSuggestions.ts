import {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsReturnType,
  getNameSuggestionsQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

/** Undefined holds the query. */
export type UseNameSuggestionsParameters = { name: string | undefined }
export type UseNameSuggestionsReturnType = QueryObserverResult<
  GetNameSuggestionsReturnType,
  GetNameSuggestionsErrorType
>

/** The name asked for and free variants under the service's current suffix, each marked registered or not. */
export function useNameSuggestions({
  name,
}: UseNameSuggestionsParameters): UseNameSuggestionsReturnType {
  const foyer = useFoyer()
  return useQuery<GetNameSuggestionsReturnType, GetNameSuggestionsErrorType>(
    getNameSuggestionsQueryOptions(foyer, { name }),
  )
}
