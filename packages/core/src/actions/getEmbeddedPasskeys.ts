import type { EmbeddedPasskey } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { embeddedPasskeyMethods } from './canManageEmbeddedPasskeys.js'

export type GetEmbeddedPasskeysParameters = { namespace?: Namespace | undefined }
export type GetEmbeddedPasskeysReturnType = EmbeddedPasskey[]
export type GetEmbeddedPasskeysErrorType = BaseError

/**
 * The embedded wallet's passkeys, oldest first: each signs in without an e-mail code and opens the wallet
 * on a new device.
 */
export async function getEmbeddedPasskeys(
  foyer: FoyerContext,
  { namespace }: GetEmbeddedPasskeysParameters = {},
): Promise<GetEmbeddedPasskeysReturnType> {
  const { listEmbeddedPasskeys } = embeddedPasskeyMethods(foyer, namespace)
  try {
    return await listEmbeddedPasskeys()
  } catch (cause) {
    throw toWalletError(cause)
  }
}
