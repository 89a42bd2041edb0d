import { getAdapter } from '../actions/getAdapter.js'
import { canManageEmbeddedWallet, type ManagesEmbeddedWallet } from '../adapter.js'
import { NotConnectedError } from '../errors/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** The adapter of `namespace` (the active one by default) whose account is the embedded wallet's; NotConnectedError otherwise. */
export function embeddedWalletAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  const adapter = getAdapter(foyer, namespace)
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected())
    throw new NotConnectedError()
  return adapter as typeof adapter & ManagesEmbeddedWallet
}
