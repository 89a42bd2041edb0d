import { SOCIAL_PROVIDER_NAMES, type SocialLogin } from '@foyer/core'

export { SOCIAL_PROVIDER_NAMES }

/** True for the providers that sign in through OAuth here (Farcaster has its own flow, not built yet). */
export function isOAuthProvider(provider: string): provider is SocialLogin['provider'] {
  return provider in SOCIAL_PROVIDER_NAMES
}
