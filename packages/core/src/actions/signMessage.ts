import type { BaseError } from '../errors/base.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
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
