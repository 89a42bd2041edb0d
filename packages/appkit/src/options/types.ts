import type {
  AppMetadata,
  ConnectMethod,
  SiweConfig,
  SiwxConfig,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '@foyer/core'
import type { AppKitAdapter } from '../adapters/types.js'
import type { CustomRpcUrlMap } from '../adapters/wagmiAdapterOptions.js'
import type { AppKitNetwork } from '../networks/types.js'

// AppKit's options as Foyer takes them. An option Foyer cannot honour is typed `never` (or the one value
// that asks for what Foyer does anyway) so that TypeScript flags it; at run time createAppKit throws naming
// it (options/refused.ts, and the README's table).

/** The theme variables AppKit names with `--w3m-` (and `--apkt-`), which become Foyer's `--foyer-` ones. */
type ThemeVariablesWithPrefix<P extends string> = {
  [K in
    | `${P}accent`
    | `${P}color-mix`
    | `${P}font-family`
    | `${P}font-size-master`
    | `${P}border-radius-master`]?: string | undefined
} & {
  [K in `${P}color-mix-strength` | `${P}z-index`]?: number | undefined
} & {
  /** Not supported: Foyer's QR codes are black on white in both themes. */
  [K in `${P}qr-color`]?: never
}

/** AppKit's theme variables (`--w3m-…`, `--apkt-…`), or Foyer's own (`--foyer-…`). */
export type AppKitThemeVariables = ThemeVariablesWithPrefix<'--w3m-'> &
  ThemeVariablesWithPrefix<'--apkt-'> &
  ThemeVariables

/** A wallet of `customWallets`, in AppKit's snake_case. */
export type AppKitCustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  /** Not supported: Foyer links a custom wallet through its homepage and its links. */
  app_store?: never
  /** Not supported: Foyer links a custom wallet through its homepage and its links. */
  play_store?: never
}

/** AppKit's `features`. */
export type AppKitFeatures = {
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  receive?: boolean | undefined
  send?: boolean | undefined
  email?: boolean | undefined
  socials?: SocialProvider[] | false | undefined
  history?: boolean | undefined
  analytics?: boolean | undefined
  allWallets?: boolean | undefined
  smartSessions?: boolean | undefined
  legalCheckbox?: boolean | undefined
  connectMethodsOrder?: ConnectMethod[] | undefined
  collapseWallets?: boolean | undefined
  pay?: boolean | undefined
  /** Only `true`: Foyer always lists wallets beside e-mail and social login. */
  emailShowWallets?: true | undefined
  /** Only AppKit's default order, which is Foyer's. */
  connectorTypeOrder?:
    | ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']
    | undefined
  /** Not supported: Foyer's Account view has one order of actions. */
  walletFeaturesOrder?: never
  /** Only `false`: Reown's authentication is Reown's cloud; Foyer's own is `siwx: true`. */
  reownAuthentication?: false | undefined
  /** Only `false`: Foyer's headless API is @foyer/core's actions and @foyer/react's hooks. */
  headless?: false | undefined
}

/** What `createAppKit` takes: AppKit's options, and Foyer's own for its self-hosted services. */
export type AppKitOptions = {
  /** AppKit-shaped adapters: `new WagmiAdapter(…)`, `new SolanaAdapter()`. */
  adapters?: AppKitAdapter[] | undefined
  /** Every network of the app; each needs the adapter of its namespace. */
  networks: [AppKitNetwork, ...AppKitNetwork[]]
  defaultNetwork?: AppKitNetwork | undefined
  projectId: string
  metadata?: AppMetadata | undefined
  features?: AppKitFeatures | undefined
  /** 'light', 'dark', or Foyer's 'system' (the default: the visitor's OS). */
  themeMode?: ThemeMode | undefined
  themeVariables?: AppKitThemeVariables | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  disableAppend?: boolean | undefined
  enableEmbedded?: boolean | undefined
  featuredWalletIds?: string[] | undefined
  includeWalletIds?: string[] | undefined
  excludeWalletIds?: string[] | undefined
  customWallets?: AppKitCustomWallet[] | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  /** 'SHOW' or 'HIDE' (features.allWallets); Foyer has no 'ONLY_MOBILE'. */
  allWallets?: 'SHOW' | 'HIDE' | undefined
  /** Only the map given to the adapters: Foyer's adapters own their RPC URLs. */
  customRpcUrls?: CustomRpcUrlMap | undefined
  siweConfig?: SiweConfig | undefined
  /** A SIWX config, or Foyer's `true`: sign-in with sessions kept by Foyer's service (needs apiUrl). */
  siwx?: SiwxConfig | true | undefined
  /** Only `true`: Foyer always offers wallets. */
  enableWallets?: true | undefined
  /** Only `true`: Foyer always lists wallets beside e-mail and social login. */
  showWallets?: true | undefined
  /** Only `true`: Foyer always offers the browser's wallets. */
  enableInjected?: true | undefined
  /** Only `true`: Foyer always discovers EIP-6963 wallets (WagmiAdapter's multiInjectedProviderDiscovery). */
  enableEIP6963?: true | undefined
  /** Only `true`: Foyer always restores the stored connection at start. */
  enableReconnect?: true | undefined
  /** Only `true`: Foyer offers WalletConnect whenever there is a projectId. */
  enableWalletConnect?: true | undefined
  /** Only `false`: Foyer has no Coinbase Wallet SDK connector. */
  enableCoinbase?: false | undefined
  /** Only `false`: Foyer has no Base Account connector. */
  enableBaseAccount?: false | undefined

  /** Foyer's data and wallet services (self-hosted); without it balances come from the chain. */
  apiUrl?: string | undefined
  /** Foyer's auth service: the embedded wallet (e-mail and social login). */
  authUrl?: string | undefined
  /** The WalletConnect relay (`wss://…`); the public relay by default. */
  relayUrl?: string | undefined
  /** The modal's language (a BCP 47 tag); the browser's by default. */
  locale?: string | undefined
  /** Where Foyer keeps its state; localStorage by default, `null` keeps nothing. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined

  /** Not supported (README: every refused option and why). */
  universalProvider?: never
  universalProviderConfigOverride?: never
  manualWCControl?: never
  chainImages?: never
  connectorImages?: never
  coinbasePreference?: never
  defaultAccountTypes?: never
  tokens?: never
  enableWalletGuide?: never
  enableAuthLogger?: never
  experimental_preferUniversalLinks?: never
  debug?: never
  enableMobileFullScreen?: never
}
