import { canVerifyMessages } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { CapabilityNotSupportedError, NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type SignMessageParameters = { message: string; namespace?: Namespace | undefined }
export type SignMessageReturnType = string
export type SignMessageErrorType = BaseError

/** Asks the connected wallet to sign a plain-text message; returns the signature. */
export async function signMessage(
  foyer: FoyerContext,
  { message, namespace }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const adapter = getAdapter(foyer, namespace)
  const address = foyer.store.getState().accounts[adapter.namespace]?.address
  if (!address) throw new NotConnectedError()
  try {
    const signature = await adapter.signMessage({ message, address })
    foyer.events.emit({ type: 'SIGN_MESSAGE_SUCCESS' })
    return signature
  } catch (cause) {
    const error = toWalletError(cause)
    foyer.events.emit({ type: 'SIGN_MESSAGE_ERROR', message: error.shortMessage })
    throw error
  }
}

export type VerifyMessageReturnType = boolean
export type VerifyMessageErrorType = BaseError
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
): Promise<boolean> {
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
