import {
  type RevokeEmbeddedDeviceErrorType,
  type RevokeEmbeddedDeviceParameters,
  type RevokeEmbeddedDeviceReturnType,
  revokeEmbeddedDeviceMutationOptions,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UseRevokeEmbeddedDeviceReturnType = Omit<
  UseMutationReturnType<
    RevokeEmbeddedDeviceReturnType,
    RevokeEmbeddedDeviceErrorType,
    RevokeEmbeddedDeviceParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  revokeEmbeddedDevice(parameters: RevokeEmbeddedDeviceParameters): void
  revokeEmbeddedDeviceAsync(parameters: RevokeEmbeddedDeviceParameters): Promise<void>
}

/** Removes one of the embedded wallet's devices; the device list is read again once it is done. */
export function useRevokeEmbeddedDevice(): UseRevokeEmbeddedDeviceReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => revokeEmbeddedDeviceMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<
    RevokeEmbeddedDeviceReturnType,
    RevokeEmbeddedDeviceParameters,
    RevokeEmbeddedDeviceErrorType
  >(options)
  return { ...result, revokeEmbeddedDevice: mutate, revokeEmbeddedDeviceAsync: mutateAsync }
}
