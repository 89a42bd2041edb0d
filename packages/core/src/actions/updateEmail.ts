import { embeddedWalletAdapter } from '../embeddedWallet/embeddedWalletAdapter.js'
import type { BaseError } from '../errors/base.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import { InvalidEmailError } from '../errors/walletActions.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { isEmail } from '../utils/email.js'

export type UpdateEmailParameters = { email: string; namespace?: Namespace | undefined }
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' }
/** Not an e-mail address, not the embedded wallet's account, or the wallet's answer. */
export type UpdateEmailErrorType = InvalidEmailError | NotConnectedError | BaseError

/**
 * Starts changing the embedded wallet's e-mail (SPEC §4, steps VERIFY_PRIMARY_OTP then
 * VERIFY_SECONDARY_OTP): a code goes to the current address. Follow with `confirmEmailChange`.
 */
export async function updateEmail(
  foyer: FoyerContext,
  { email, namespace }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  if (!isEmail(email)) throw new InvalidEmailError()
  const adapter = embeddedWalletAdapter(foyer, namespace)
  try {
    return await adapter.updateEmail({ email })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
