import {
  type GetPermissionsErrorType,
  type GetPermissionsReturnType,
  getPermissionsQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useQuery } from './useQuery.js'

export type UsePermissionsReturnType = QueryObserverResult<
  GetPermissionsReturnType,
  GetPermissionsErrorType
>

/** The permissions granted from this browser to the connected account that still run (smart sessions). */
export function usePermissions(): UsePermissionsReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  return useQuery<GetPermissionsReturnType, GetPermissionsErrorType>(
    getPermissionsQueryOptions(foyer, account.address),
  )
}
