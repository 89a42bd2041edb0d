import { PROVIDER_PRESETS, type ProviderSettings, type SocialProvider } from './providers.js'

/**
 * Who vouches for a provider's subject ids: the OpenID issuer, or the origin of a plain OAuth provider's user
 * API. Identities are keyed by it, not by the provider's name, since a project may point a name elsewhere.
 */
export function issuerOf(settings: ProviderSettings): string {
  if (settings.issuer) return settings.issuer
  return settings.userUrl ? new URL(settings.userUrl).origin : 'unknown'
}

/**
 * True when the settings reach the provider the built-in preset names (its issuer and endpoints): only then
 * is its word on an e-mail address taken to link the sign-in to that address's account (or when the
 * development stand-in, which plays the presets, says so).
 */
export function linksByEmail(provider: SocialProvider, settings: ProviderSettings): boolean {
  if (settings.linksByEmail !== undefined) return settings.linksByEmail
  const preset = PROVIDER_PRESETS[provider]
  return (
    settings.issuer === preset.issuer &&
    settings.authorizationUrl === preset.authorizationUrl &&
    settings.tokenUrl === preset.tokenUrl &&
    settings.userUrl === preset.userUrl
  )
}
