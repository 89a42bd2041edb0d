/**
 * Why a Sign In With Farcaster did not finish, as the visitor is told: the relay or the chain could not be
 * asked, the signed message did not hold up (nonce, domain, signature, the fid's custody address), or the
 * sign-in expired or was already used.
 */
export type FarcasterFailure = 'unavailable' | 'rejected' | 'expired'

export const FARCASTER_TEXTS: Record<FarcasterFailure, string> = {
  unavailable: 'Farcaster could not be reached. Try again later.',
  rejected: 'The sign-in with Farcaster could not be verified. Try again.',
  expired: 'This Farcaster sign-in has expired. Try again.',
}

export class FarcasterLoginError extends Error {
  override name = 'FarcasterLoginError'
  constructor(
    readonly failure: FarcasterFailure,
    /** For the operator's log only. */
    readonly detail: string,
  ) {
    super(detail)
  }
}
