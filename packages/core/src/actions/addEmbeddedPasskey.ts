import type { WalletPage } from '../connectors/flow.js'
import type { BaseError } from '../errors/base.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { embeddedPasskeyMethods } from './canManageEmbeddedPasskeys.js'

export type AddEmbeddedPasskeyParameters = {
  /**
   * Receives the wallet's passkey page, to show in an iframe with
   * `allow="publickey-credentials-get; publickey-credentials-create"`: the visitor's click there opens the
   * browser's passkey dialog. Only that page can complete the passkey.
   */
  onPage(page: WalletPage): void
  /** Aborting it cancels the passkey (the visitor's Cancel, the view closed). */
  signal?: AbortSignal | undefined
  namespace?: Namespace | undefined
}
export type AddEmbeddedPasskeyReturnType = undefined
export type AddEmbeddedPasskeyErrorType = BaseError

/**
 * Adds a passkey to the embedded wallet's account: from then on it signs in without an e-mail code, and a
 * new device opens the wallet only with it. Resolves once the passkey guards the wallet; the passkey list
 * is read again.
 */
export async function addEmbeddedPasskey(
  foyer: FoyerContext,
  { onPage, signal, namespace }: AddEmbeddedPasskeyParameters,
): Promise<AddEmbeddedPasskeyReturnType> {
  const { addEmbeddedPasskey } = embeddedPasskeyMethods(foyer, namespace)
  try {
    await addEmbeddedPasskey({ show: onPage, signal })
  } catch (cause) {
    throw toWalletError(cause)
  }
  await foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'embeddedPasskeys'] })
}
