/** Social login providers the Connect view can offer (SPEC §1). */
export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** The providers that sign in through OAuth 2.0 / OpenID Connect (Farcaster has its own sign-in). */
export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>

/** The providers' names as visitors know them (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}
