import {
  type GrantedPermission,
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  grantPermissionsMutationOptions,
  permissionsQueryOptions,
  type RevokePermissionsParameters,
  revokePermissionsMutationOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useMemo } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'
import { useQuery } from './useQuery.js'

/** The permissions granted from this browser to the connected account that still run (smart sessions). */
export function usePermissions(): QueryObserverResult<GrantedPermission[]> {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  return useQuery<GrantedPermission[]>(permissionsQueryOptions(foyer, account.address))
}

export type UseGrantPermissionsReturnType = Omit<
  UseMutationReturnType<GrantedPermission, GrantPermissionsErrorType, GrantPermissionsParameters>,
  'mutate' | 'mutateAsync'
> & {
  grantPermissions(parameters: GrantPermissionsParameters): void
  grantPermissionsAsync(parameters: GrantPermissionsParameters): Promise<GrantedPermission>
}

/** Asks the visitor for a permission (ERC-7715), with `features.smartSessions` on. */
export function useGrantPermissions(): UseGrantPermissionsReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => grantPermissionsMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    GrantedPermission,
    GrantPermissionsParameters,
    GrantPermissionsErrorType
  >(options)
  return { ...result, grantPermissions: mutate, grantPermissionsAsync: mutateAsync }
}

export type UseRevokePermissionsReturnType = Omit<
  UseMutationReturnType<void, GrantPermissionsErrorType, RevokePermissionsParameters>,
  'mutate' | 'mutateAsync'
> & {
  revokePermissions(parameters: RevokePermissionsParameters): void
  revokePermissionsAsync(parameters: RevokePermissionsParameters): Promise<void>
}

/** Takes a permission back (on chain, approved by the visitor). */
export function useRevokePermissions(): UseRevokePermissionsReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => revokePermissionsMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    void,
    RevokePermissionsParameters,
    GrantPermissionsErrorType
  >(options)
  return { ...result, revokePermissions: mutate, revokePermissionsAsync: mutateAsync }
}
