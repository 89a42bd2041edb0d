import { canVerifyMessages } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { CapabilityNotSupportedError } from '../errors/walletActions.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type VerifyMessageReturnType = boolean
/** Not connected, an adapter that cannot verify, or the chain's error. */
export type VerifyMessageErrorType = NotConnectedError | CapabilityNotSupportedError | BaseError
export type VerifyMessageParameters = {
  message: string
  signature: string
  address?: string | undefined
  namespace?: Namespace | undefined
}

/** Checks a signature on the active network (contract wallets too, where the adapter supports it). */
export async function verifyMessage(
  foyer: FoyerContext,
  parameters: VerifyMessageParameters,
): Promise<VerifyMessageReturnType> {
  const adapter = getAdapter(foyer, parameters.namespace)
  const state = foyer.store.getState()
  const address = parameters.address ?? state.accounts[adapter.namespace]?.address
  const network = state.networks[adapter.namespace]?.caipNetwork
  if (!address || !network) throw new NotConnectedError()
  if (!canVerifyMessages(adapter))
    throw new CapabilityNotSupportedError(adapter.namespace, 'verify messages')
  return adapter.verifyMessage({
    message: parameters.message,
    signature: parameters.signature,
    address,
    network,
  })
}
