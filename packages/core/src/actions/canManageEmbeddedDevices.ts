import {
  hasEmbeddedWalletMethods,
  requireEmbeddedWalletMethods,
} from '../embeddedWallet/embeddedWalletMethods.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

const DEVICE_METHODS = ['listEmbeddedDevices', 'revokeEmbeddedDevice'] as const

/**
 * The device methods of the embedded wallet connected on a namespace (the active one by default); throws
 * NotConnectedError when the account is not the embedded wallet's, or its wallet cannot list devices.
 */
export function embeddedDeviceMethods(foyer: FoyerContext, namespace: Namespace | undefined) {
  return requireEmbeddedWalletMethods(foyer, namespace, DEVICE_METHODS)
}

/** The arguments after the instance. */
export type CanManageEmbeddedDevicesParameters = [namespace?: Namespace]
export type CanManageEmbeddedDevicesReturnType = boolean
/** It does not throw. */
export type CanManageEmbeddedDevicesErrorType = never

/** Whether the account of a namespace (the active one by default) can list and remove its devices now. */
export function canManageEmbeddedDevices(foyer: FoyerContext, namespace?: Namespace): boolean {
  return hasEmbeddedWalletMethods(foyer, namespace, DEVICE_METHODS)
}
