import {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressReturnType,
  getNamesForAddressQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

/** Undefined holds the query. */
export type UseNamesForAddressParameters = { address: string | undefined }
export type UseNamesForAddressReturnType = QueryObserverResult<
  GetNamesForAddressReturnType,
  GetNamesForAddressErrorType
>

/** The names registered to an address (reverse lookup), cached 5 min. */
export function useNamesForAddress({
  address,
}: UseNamesForAddressParameters): UseNamesForAddressReturnType {
  const foyer = useFoyer()
  return useQuery<GetNamesForAddressReturnType, GetNamesForAddressErrorType>(
    getNamesForAddressQueryOptions(foyer, { address }),
  )
}
