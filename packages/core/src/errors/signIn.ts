import { BaseError } from './base.js'

/**
 * Sign-in could not start (SPEC §8): the SIWX config failed to tell whether the visitor is signed in, or
 * to make the message. The visitor is disconnected and the modal returns to Connect.
 */
export class SignInInitError extends BaseError {
  override name = 'SignInInitError'
  constructor(cause: unknown) {
    super({ key: 'signInInitFailed' }, { code: 'SIWX_INIT', cause })
  }
}

/** The wallet did not sign the sign-in message (SPEC §8): declined, or a smart account it cannot sign with. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  constructor(cause: unknown, smartAccount: boolean) {
    super(smartAccount ? { key: 'signInSmartAccount' } : { key: 'signatureDeclined' }, {
      code: 'SIWX_SIGNATURE_DECLINED',
      cause,
    })
  }
}

/** The wallet signed, but the SIWX config refused the session (its verifier or its server said no). */
export class SignInRefusedError extends BaseError {
  override name = 'SignInRefusedError'
  constructor(cause: unknown) {
    super({ key: 'signInFailed' }, { code: 'SIWX_REFUSED', cause })
  }
}
