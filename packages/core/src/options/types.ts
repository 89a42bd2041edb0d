import type { ChainAdapter } from '../adapter.js'
import type { SiweConfig, SiwxConfig } from '../siwx/types.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { SocialProvider } from '../types/social.js'

export type { SocialProvider }

/** A way to connect, for ordering the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Feature switches (SPEC §1). Every key is optional; defaults are in `FEATURE_DEFAULTS`. */
export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  socials: readonly SocialProvider[] | false
  connectMethodsOrder: readonly ConnectMethod[] | undefined
}

/** The host app's identity, shown to wallets. */
export type AppMetadata = { name: string; description: string; url: string; icons: string[] }

/** What a host passes to `createFoyer`. Unknown keys are rejected, never ignored. */
export type FoyerOptions = {
  adapters: readonly ChainAdapter[]
  projectId?: string | undefined
  /**
   * Base URL of Foyer's data and wallet services. When set (with a projectId), balances, names and the
   * wallet directory come from them; when absent, balances are read from the chain and the directory holds
   * installed and custom wallets only.
   */
  apiUrl?: string | undefined
  /**
   * Base URL of Foyer's auth service (the embedded wallet's backend and its frame page, on an origin of its
   * own). E-mail login (`features.email`) needs it and a projectId.
   */
  authUrl?: string | undefined
  /**
   * The WalletConnect relay (`wss://…`); WalletConnect needs it and a projectId. Default: the public relay,
   * wss://relay.walletconnect.org. `npm start` runs a local one (services/relay).
   */
  relayUrl?: string | undefined
  /** The app as WalletConnect wallets show it (name, description, url, icons); default: this page's. */
  metadata?: AppMetadata | undefined
  /**
   * The host's terms and privacy policy. With `features.legalCheckbox`, the Connect view asks the visitor to
   * agree to them (links to both) before any connect method works; it needs at least one of the two.
   */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  /** A configured network's CAIP id; defaults to the first adapter's first network. */
  defaultNetwork?: CaipNetworkId | undefined
  features?: Partial<Features> | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  disableAppend?: boolean | undefined
  enableEmbedded?: boolean | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  customWallets?: readonly CustomWallet[] | undefined
  /**
   * The legacy Sign-In with Ethereum config other kits took; mapped onto `siwx`. Not together with `siwx`
   * ('Cannot set both siweConfig and siwx options').
   */
  siweConfig?: SiweConfig | undefined
  /**
   * Sign-in with the wallet after connect (SPEC §1, §4). `true`: Foyer's own, with sessions kept by Foyer's
   * service (needs `apiUrl` and `projectId`). Or a SIWX config: `createSiwx({ messenger, verifiers, storage })`
   * from '@foyer/core/siwx', or any object of that shape.
   */
  siwx?: SiwxConfig | true | undefined
  debug?: boolean | undefined
  /**
   * The modal's language and the locale of its numbers and dates, a BCP 47 tag ('de', 'ar-EG'). Unset,
   * the browser's languages choose. Texts exist in en, de, es, fr, ja and ar (right to left); another
   * tag gets English texts with its own number and date formats, and a development notice.
   */
  locale?: string | undefined
  /** Where connection state persists; `null` keeps nothing. Defaults to `localStorage` in a browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** Options after validation, with every default filled in. */
export type ResolvedOptions = Required<
  Omit<
    FoyerOptions,
    | 'projectId'
    | 'apiUrl'
    | 'authUrl'
    | 'relayUrl'
    | 'metadata'
    | 'termsConditionsUrl'
    | 'privacyPolicyUrl'
    | 'siweConfig'
    | 'siwx'
    | 'features'
    | 'defaultNetwork'
    | 'storage'
    | 'locale'
  >
> & {
  projectId: string | undefined
  apiUrl: string | undefined
  authUrl: string | undefined
  relayUrl: string
  metadata: AppMetadata | undefined
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  siweConfig: SiweConfig | undefined
  siwx: SiwxConfig | true | undefined
  features: Features
  /** Undefined only when there is no adapter. */
  defaultNetwork: CaipNetworkId | undefined
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /** The host's locale; undefined follows the browser (`state.locale` holds the one in use). */
  locale: string | undefined
}

/** A wallet from options.customWallets, shown as a link (SPEC §2 'custom'). */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  imageUrl?: string | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
}

export type ThemeMode = 'light' | 'dark' | 'system'

/** CSS custom properties a host may set. */
export type ThemeVariables = {
  '--foyer-accent'?: string
  '--foyer-color-mix'?: string
  '--foyer-color-mix-strength'?: number
  '--foyer-font-family'?: string
  '--foyer-font-size-master'?: string
  '--foyer-border-radius-master'?: string
  '--foyer-z-index'?: number
}
