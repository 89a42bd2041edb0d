import { getEmbeddedDevices } from '../actions/getEmbeddedDevices.js'
import {
  type RevokeEmbeddedDeviceParameters,
  revokeEmbeddedDevice,
} from '../actions/revokeEmbeddedDevice.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for the embedded wallet's devices, read again each time they are shown. */
export function getEmbeddedDevicesQueryOptions(foyer: FoyerContext, address: string | undefined) {
  return {
    queryKey: ['foyer', 'embeddedDevices', address ?? ''] as const,
    queryFn: () => getEmbeddedDevices(foyer),
    enabled: !!address,
    staleTime: 0,
  }
}

/** @deprecated Renamed `getEmbeddedDevicesQueryOptions` (named after its action `getEmbeddedDevices`); kept for one release. */
export const embeddedDevicesQueryOptions = getEmbeddedDevicesQueryOptions

/** Mutation options for removing one of the embedded wallet's devices. */
export function revokeEmbeddedDeviceMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'revokeEmbeddedDevice'] as const,
    mutationFn: (parameters: RevokeEmbeddedDeviceParameters) =>
      revokeEmbeddedDevice(foyer, parameters),
  }
}
