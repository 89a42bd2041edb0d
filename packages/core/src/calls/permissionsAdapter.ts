import { getAdapter } from '../actions/getAdapter.js'
import { canGrantPermissions, type GrantsPermissions } from '../adapter.js'
import { PermissionsNotSupportedError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * The connected adapter of `namespace` (the active one by default) that grants permissions (ERC-7715), with
 * its network. `features.smartSessions` off, or a wallet that cannot: PermissionsNotSupportedError saying
 * which; not connected: NotConnectedError.
 */
export function permissionsAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  if (!foyer.options.features.smartSessions) throw new PermissionsNotSupportedError(true)
  const adapter = getAdapter(foyer, namespace)
  const state = foyer.store.getState()
  const network = state.networks[adapter.namespace]?.caipNetwork
  if (state.accounts[adapter.namespace]?.status !== 'connected' || !network)
    throw new NotConnectedError()
  if (!canGrantPermissions(adapter)) throw new PermissionsNotSupportedError(false)
  return { adapter: adapter as typeof adapter & GrantsPermissions, network }
}
