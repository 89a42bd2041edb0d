import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { embeddedDeviceMethods } from './canManageEmbeddedDevices.js'

export type RevokeEmbeddedDeviceParameters = {
  /** The device's `id` in the list `getEmbeddedDevices` answered. */
  id: string
  namespace?: Namespace | undefined
}
export type RevokeEmbeddedDeviceReturnType = undefined
export type RevokeEmbeddedDeviceErrorType = BaseError

/**
 * Removes one of the embedded wallet's devices: its approval and its sessions end, and it signs in again
 * only through a new approval. The device list is read again once it is done.
 */
export async function revokeEmbeddedDevice(
  foyer: FoyerContext,
  { id, namespace }: RevokeEmbeddedDeviceParameters,
): Promise<RevokeEmbeddedDeviceReturnType> {
  const { revokeEmbeddedDevice } = embeddedDeviceMethods(foyer, namespace)
  try {
    await revokeEmbeddedDevice({ id })
  } catch (cause) {
    throw toWalletError(cause)
  }
  await foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'embeddedDevices'] })
}
