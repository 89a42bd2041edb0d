/*
 * The errors of the sign-in code. They have BaseError's fields (shortMessage, details, code) without
 * extending it: this code loads as a chunk of its own (`loadSiwx`), and a lazy chunk outside the modal
 * must not share Foyer modules with it, or the bundler splits them out of the host's entry into another
 * eager file (docs/decisions.md, "One dependency set for lazy chunks"). The sign-in actions wrap them in
 * Foyer errors (SignInInitError, SignInRefusedError) for the visitor.
 */

/** A sign-in error with BaseError's fields. */
export class SiwxError extends Error {
  override name = 'SiwxError'
  readonly shortMessage: string
  readonly details: string
  readonly code: string
  constructor(shortMessage: string, details: string, code: string) {
    super(`${shortMessage}\n\nDetails: ${details}`)
    this.shortMessage = shortMessage
    this.details = details
    this.code = code
  }
}

/**
 * A sign-in message (CAIP-122: EIP-4361 for Ethereum accounts, its Solana flavour for Solana ones), or the
 * fields for one, that breaks the format. The details say which line or field and why, because a sign-in
 * that fails silently is impossible to debug.
 */
export class SiwxMessageError extends SiwxError {
  override name = 'SiwxMessageError'
  constructor(
    reason: string,
    shortMessage = 'Invalid sign-in message',
    code = 'INVALID_SIWX_MESSAGE',
  ) {
    super(shortMessage, reason, code)
  }
}

/** A Sign-In with Ethereum (EIP-4361) message, or the fields for one, that breaks EIP-4361. */
export class SiweMessageError extends SiwxMessageError {
  override name = 'SiweMessageError'
  constructor(reason: string) {
    super(reason, 'Invalid Sign-In with Ethereum message', 'INVALID_SIWE_MESSAGE')
  }
}

/** A session that does not verify: `createSiwx`'s verifier for its namespace said no. */
export class SiwxSessionInvalidError extends SiwxError {
  override name = 'SiwxSessionInvalidError'
  constructor(details: string) {
    super('Invalid sign-in session', details, 'SIWX_INVALID_SESSION')
  }
}
