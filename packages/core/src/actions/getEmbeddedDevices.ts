import type { EmbeddedDevice } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { embeddedDeviceMethods } from './canManageEmbeddedDevices.js'

export type GetEmbeddedDevicesParameters = { namespace?: Namespace | undefined }
export type GetEmbeddedDevicesReturnType = EmbeddedDevice[]
export type GetEmbeddedDevicesErrorType = BaseError

/**
 * The embedded wallet's devices (the browsers its account was approved on, and those whose approval waits
 * to take effect), newest first; the one this page runs on is `current`.
 */
export async function getEmbeddedDevices(
  foyer: FoyerContext,
  { namespace }: GetEmbeddedDevicesParameters = {},
): Promise<GetEmbeddedDevicesReturnType> {
  const { listEmbeddedDevices } = embeddedDeviceMethods(foyer, namespace)
  try {
    return await listEmbeddedDevices()
  } catch (cause) {
    throw toWalletError(cause)
  }
}
