import { PROVIDER_NAMES, type SocialProvider } from './providers.js'

/**
 * Why a sign-in at a provider did not finish, as the visitor is told: they said no, the provider's answer
 * did not hold up (state, nonce, token, audience, expiry, signature), or the provider could not be reached.
 */
export type SocialFailure = 'denied' | 'rejected' | 'unavailable'

export const SOCIAL_FAILURES: readonly SocialFailure[] = ['denied', 'rejected', 'unavailable']

export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  constructor(
    readonly failure: SocialFailure,
    /** For the operator's log only: never shown to the visitor. */
    readonly detail: string,
  ) {
    super(detail)
  }
}

/** The visitor's text for a failure at `provider` (or a provider not known any more). */
export function failureText(failure: SocialFailure, provider?: SocialProvider): string {
  const name = provider ? PROVIDER_NAMES[provider] : 'the provider'
  switch (failure) {
    case 'denied':
      return `The sign-in with ${name} was cancelled.`
    case 'unavailable':
      return `${name} could not be reached. Try again later.`
    default:
      return `The sign-in with ${name} could not be verified. Try again.`
  }
}
