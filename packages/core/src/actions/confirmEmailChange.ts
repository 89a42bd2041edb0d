import { embeddedWalletAdapter } from '../embeddedWallet/embeddedWalletAdapter.js'
import type { BaseError } from '../errors/base.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type ConfirmEmailChangeParameters = {
  step: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  otp: string
  namespace?: Namespace | undefined
}
export type ConfirmEmailChangeReturnType =
  | { action: 'VERIFY_SECONDARY_OTP' }
  | { action: 'DONE'; email: string }
/** Not the embedded wallet's account, or the wallet's answer (a wrong or expired code). */
export type ConfirmEmailChangeErrorType = NotConnectedError | BaseError

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
