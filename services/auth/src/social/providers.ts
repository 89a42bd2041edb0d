import { SOCIAL_PROVIDER_NAMES } from '@foyer/core/api'

/** The providers a visitor can sign in with (SPEC §1's socials; Farcaster has its own sign-in). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The name a visitor reads in messages. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = SOCIAL_PROVIDER_NAMES

/**
 * How the service signs a visitor in with one provider: the authorization code flow with PKCE S256, then
 * either an OpenID Connect ID token (`issuer`: endpoints and keys come from its discovery document) or, for
 * plain OAuth 2.0 providers, the user read from the provider's API (`userUrl`). Claim paths are dotted
 * (`data.username` reads `{ data: { username } }`).
 */
export type ProviderSettings = {
  kind: 'oidc' | 'oauth'
  /** OpenID Connect: the issuer (its discovery document gives the endpoints and the signing keys). */
  issuer?: string | undefined
  /** Plain OAuth (or overrides of the discovered ones). */
  authorizationUrl?: string | undefined
  tokenUrl?: string | undefined
  userUrl?: string | undefined
  clientId: string
  scopes: string[]
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_post' | 'client_secret_basic'
  /** Where the provider's id of the visitor is: `sub` for ID tokens. */
  subjectClaim: string
  /** Where the visitor's name is, tried in order. */
  userNameClaims: string[]
  /** Where the e-mail is, and whether the provider vouches for it (`true`: every address it gives). */
  emailClaim?: string | undefined
  emailVerifiedClaim?: string | true | undefined
  /** Extra parameters of the authorization request (e.g. Google's account chooser). */
  authorizationParams?: Record<string, string> | undefined
  /**
   * Whether an address it vouches for links the sign-in to that address's account. Unset: only when the
   * settings reach the built-in preset's own provider. Set only by the development stand-in that plays them.
   */
  linksByEmail?: boolean | undefined
}

/** A preset without the project's own client id. */
export type ProviderPreset = Omit<ProviderSettings, 'clientId'>

/**
 * The six real providers as their documentation describes them. An operator sets the client id and secret
 * per project (`foyer-auth socials set`); the local stack points the same presets at its stand-in.
 * Which e-mail counts as verified matters: only a verified one links a provider's account to an e-mail
 * account (docs/embedded-wallet.md, "Linked identities").
 */
export const PROVIDER_PRESETS: Record<SocialProvider, ProviderPreset> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
    subjectClaim: 'sub',
    userNameClaims: ['name', 'email'],
    emailClaim: 'email',
    emailVerifiedClaim: 'email_verified',
  },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    // Apple sends the name only in a form post on the first consent; the e-mail (often a relay) stands in.
    scopes: ['openid', 'email'],
    tokenAuth: 'client_secret_post',
    subjectClaim: 'sub',
    userNameClaims: ['email'],
    emailClaim: 'email',
    emailVerifiedClaim: 'email_verified',
  },
  x: {
    kind: 'oauth',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    tokenAuth: 'client_secret_basic',
    subjectClaim: 'data.id',
    userNameClaims: ['data.name', 'data.username'],
  },
  discord: {
    kind: 'oauth',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    tokenAuth: 'client_secret_post',
    subjectClaim: 'id',
    userNameClaims: ['global_name', 'username'],
    emailClaim: 'email',
    emailVerifiedClaim: 'verified',
  },
  github: {
    kind: 'oauth',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    scopes: ['read:user'],
    tokenAuth: 'client_secret_post',
    subjectClaim: 'id',
    // The profile's public e-mail is not known to be verified: it is not used to link.
    userNameClaims: ['name', 'login'],
  },
  facebook: {
    kind: 'oauth',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    tokenAuth: 'client_secret_post',
    subjectClaim: 'id',
    userNameClaims: ['name'],
    emailClaim: 'email',
    // Facebook hands out only addresses it has confirmed.
    emailVerifiedClaim: true,
  },
}

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
