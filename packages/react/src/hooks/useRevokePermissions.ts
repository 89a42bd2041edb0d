import {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissionsMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseRevokePermissionsReturnType = Omit<
  UseMutationReturnType<
    RevokePermissionsReturnType,
    RevokePermissionsErrorType,
    RevokePermissionsParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  revokePermissions(parameters: RevokePermissionsParameters): void
  revokePermissionsAsync(
    parameters: RevokePermissionsParameters,
  ): Promise<RevokePermissionsReturnType>
}

/** Takes a permission back (on chain, approved by the visitor). */
export function useRevokePermissions(): UseRevokePermissionsReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => revokePermissionsMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    RevokePermissionsReturnType,
    RevokePermissionsParameters,
    RevokePermissionsErrorType
  >(options)
  return { ...result, revokePermissions: mutate, revokePermissionsAsync: mutateAsync }
}
