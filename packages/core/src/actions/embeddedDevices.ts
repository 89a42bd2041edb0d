import {
  type ChainAdapter,
  canManageEmbeddedWallet,
  type ManagesEmbeddedWallet,
} from '../adapter.js'
import { NotConnectedError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

type DeviceMethods = Required<
  Pick<ManagesEmbeddedWallet, 'listEmbeddedDevices' | 'revokeEmbeddedDevice'>
>

/**
 * The device methods of the embedded wallet connected on a namespace (the active one by default); throws
 * NotConnectedError when the account is not the embedded wallet's, or its wallet cannot list devices.
 */
export function embeddedDeviceMethods(
  foyer: FoyerContext,
  namespace: Namespace | undefined,
): DeviceMethods {
  const methods = deviceMethodsOf(getAdapter(foyer, namespace))
  if (!methods) throw new NotConnectedError()
  return methods
}

/** Whether the account of a namespace (the active one by default) can list and remove its devices now. */
export function canManageEmbeddedDevices(foyer: FoyerContext, namespace?: Namespace): boolean {
  const wanted = namespace ?? foyer.store.getState().activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === wanted)
  return !!adapter && !!deviceMethodsOf(adapter)
}

function deviceMethodsOf(adapter: ChainAdapter): DeviceMethods | undefined {
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected()) return undefined
  const { listEmbeddedDevices, revokeEmbeddedDevice } = adapter
  if (!listEmbeddedDevices || !revokeEmbeddedDevice) return undefined
  return {
    listEmbeddedDevices: listEmbeddedDevices.bind(adapter),
    revokeEmbeddedDevice: revokeEmbeddedDevice.bind(adapter),
  }
}
