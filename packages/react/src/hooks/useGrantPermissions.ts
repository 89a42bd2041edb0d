import {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissionsMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseGrantPermissionsReturnType = Omit<
  UseMutationReturnType<
    GrantPermissionsReturnType,
    GrantPermissionsErrorType,
    GrantPermissionsParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  grantPermissions(parameters: GrantPermissionsParameters): void
  grantPermissionsAsync(parameters: GrantPermissionsParameters): Promise<GrantPermissionsReturnType>
}

/** Asks the visitor for a permission (ERC-7715), with `features.smartSessions` on. */
export function useGrantPermissions(): UseGrantPermissionsReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => grantPermissionsMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    GrantPermissionsReturnType,
    GrantPermissionsParameters,
    GrantPermissionsErrorType
  >(options)
  return { ...result, grantPermissions: mutate, grantPermissionsAsync: mutateAsync }
}
