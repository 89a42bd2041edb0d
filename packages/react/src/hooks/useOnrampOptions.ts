import {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsReturnType,
  getOnrampOptionsQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

export type UseOnrampOptionsReturnType = QueryObserverResult<
  GetOnrampOptionsReturnType,
  GetOnrampOptionsErrorType
>

/** What can be bought, with which currencies and methods, and through which providers (SPEC §3). */
export function useOnrampOptions(): UseOnrampOptionsReturnType {
  const foyer = useFoyer()
  return useQuery<GetOnrampOptionsReturnType, GetOnrampOptionsErrorType>(
    getOnrampOptionsQueryOptions(foyer),
  )
}
