import type { Features, SocialProvider } from './types.js'

/** Social providers offered when the host does not choose (SPEC §1 order). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Feature defaults, exactly as SPEC.md §1 lists them. */
export const FEATURE_DEFAULTS: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: DEFAULT_SOCIALS,
  connectMethodsOrder: undefined,
}

/**
 * What an option left undefined becomes (features have theirs in `FEATURE_DEFAULTS`). New objects each
 * time, so no two instances share a default array or object.
 */
export const optionDefaults = () => ({
  themeMode: 'system',
  themeVariables: {},
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  disableAppend: false,
  enableEmbedded: false,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  debug: false,
})
