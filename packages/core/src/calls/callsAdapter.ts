import { getAdapter } from '../actions/getAdapter.js'
import { canSendCalls, type SendsCalls } from '../adapter.js'
import { CallsNotSupportedError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * The connected adapter of `namespace` (the active one by default) that batches calls (EIP-5792), with its
 * network. Not connected: NotConnectedError; an adapter that cannot batch: CallsNotSupportedError.
 */
export function callsAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  const adapter = getAdapter(foyer, namespace)
  const state = foyer.store.getState()
  const network = state.networks[adapter.namespace]?.caipNetwork
  if (state.accounts[adapter.namespace]?.status !== 'connected' || !network)
    throw new NotConnectedError()
  if (!canSendCalls(adapter)) throw new CallsNotSupportedError()
  return { adapter: adapter as typeof adapter & SendsCalls, network }
}
