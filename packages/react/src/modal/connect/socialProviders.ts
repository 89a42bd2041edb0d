import { SOCIAL_PROVIDER_NAMES, type SocialLogin } from '@foyer/core'

export { SOCIAL_PROVIDER_NAMES }

/** True for the providers a visitor can sign in with (the host's list is checked when Foyer starts). */
export function isSocialProvider(provider: string): provider is SocialLogin['provider'] {
  return provider in SOCIAL_PROVIDER_NAMES
}
