import { canManageEmbeddedWallet, type ManagesEmbeddedWallet } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { InvalidEmailError, NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { isEmail } from '../utils/email.js'
import { getAdapter } from './getAdapter.js'

export type UpdateEmailParameters = { email: string; namespace?: Namespace | undefined }
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' }
export type UpdateEmailErrorType = BaseError

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

export type ConfirmEmailChangeParameters = {
  step: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  otp: string
  namespace?: Namespace | undefined
}
export type ConfirmEmailChangeReturnType =
  | { action: 'VERIFY_SECONDARY_OTP' }
  | { action: 'DONE'; email: string }
export type ConfirmEmailChangeErrorType = BaseError

/**
 * Answers a step of the e-mail change with the code the visitor received: the current address's code
 * leads to VERIFY_SECONDARY_OTP, the new address's code finishes the change (the adapter then reports the
 * connection again, its user carrying the new e-mail).
 */
export async function confirmEmailChange(
  foyer: FoyerContext,
  { step, otp, namespace }: ConfirmEmailChangeParameters,
): Promise<ConfirmEmailChangeReturnType> {
  const adapter = embeddedWalletAdapter(foyer, namespace)
  try {
    if (step === 'VERIFY_PRIMARY_OTP') return await adapter.updateEmailPrimaryOtp({ otp })
    const { email } = await adapter.updateEmailSecondaryOtp({ otp })
    return { action: 'DONE', email }
  } catch (cause) {
    throw toWalletError(cause)
  }
}

function embeddedWalletAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  const adapter = getAdapter(foyer, namespace)
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected())
    throw new NotConnectedError()
  return adapter as typeof adapter & ManagesEmbeddedWallet
}
