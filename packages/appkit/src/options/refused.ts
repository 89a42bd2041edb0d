import { CONNECTOR_GROUP_ORDER } from '@foyer/core/internal'

/**
 * An AppKit option Foyer does not support: why, and what to use instead. `accepts` lists the values that
 * ask for what Foyer does anyway (AppKit's default, mostly): those pass, any other value is refused.
 */
export type Refusal = { why: string; accepts?: readonly unknown[] }

const BROWSER_WALLETS = 'Foyer always offers the browser wallets (EIP-6963 and the injected one)'
const WALLETS_BESIDE_LOGIN =
  'Foyer always lists wallets beside e-mail and social login; features.collapseWallets shows them behind one button'

/** createAppKit's options that Foyer refuses (every one in the README's table). */
export const REFUSED_OPTIONS: Record<string, Refusal> = {
  universalProvider: {
    why: "Foyer makes its own WalletConnect universal provider from projectId, relayUrl and the adapters' networks",
  },
  universalProviderConfigOverride: {
    why: "Foyer asks WalletConnect wallets for the methods, events and chains of its adapters' networks; give RPC URLs to the adapter (customRpcUrls or transports)",
  },
  manualWCControl: {
    why: "Foyer runs WalletConnect pairings itself (the modal's QR views, or useConnect's displayUri step in @foyer/react for a headless host)",
  },
  chainImages: {
    why: "Foyer's data service serves network images: an operator adds them with `images set asset <caip2 id> <file>` (services/api)",
  },
  connectorImages: {
    why: "EIP-6963 wallets bring their own icon, and Foyer's data service serves the others: `images set wallet <id> <file>` (services/api)",
  },
  coinbasePreference: {
    why: 'Foyer has no Coinbase Wallet SDK connector; Coinbase Wallet connects through EIP-6963 or WalletConnect',
  },
  defaultAccountTypes: {
    why: "Foyer's embedded wallet uses a smart account on the networks that have one (SPEC §1), and the visitor switches in the Account view (setPreferredAccountType in @foyer/core)",
  },
  tokens: {
    why: "Foyer lists the tokens its data service knows for the account (an operator adds them with `tokens add`), and its buttons show the network's coin",
  },
  enableWalletGuide: {
    why: "Foyer's Connect view has its own way on for visitors without a wallet (What is a wallet?, Get a wallet), which cannot be turned off",
  },
  enableAuthLogger: {
    why: "the embedded wallet keeps no log to turn on or off; Foyer's support log is createFoyer's `debug` option (@foyer/core)",
  },
  experimental_preferUniversalLinks: {
    why: "Foyer opens a wallet's links as the wallet directory gives them",
  },
  debug: {
    why: "AppKit's debug shows developer alerts in the modal; Foyer always shows configuration alerts and prints its development notices in development builds (Foyer's own `debug`, a support log, is an option of createFoyer in @foyer/core)",
  },
  enableMobileFullScreen: { why: "Foyer's modal has one layout on phones" },
  enableWallets: { why: `${BROWSER_WALLETS} and WalletConnect`, accepts: [true] },
  showWallets: { why: WALLETS_BESIDE_LOGIN, accepts: [true] },
  enableInjected: { why: BROWSER_WALLETS, accepts: [true] },
  enableEIP6963: {
    why: "Foyer always discovers EIP-6963 wallets; WagmiAdapter's multiInjectedProviderDiscovery: false stops it",
    accepts: [true],
  },
  enableReconnect: {
    why: 'Foyer always restores the stored connection at start (SPEC §4); `storage: null` keeps none to restore',
    accepts: [true],
  },
  enableWalletConnect: {
    why: 'Foyer offers WalletConnect whenever there is a projectId',
    accepts: [true],
  },
  enableCoinbase: {
    why: 'Foyer has no Coinbase Wallet SDK connector; Coinbase Wallet connects through EIP-6963 or WalletConnect',
    accepts: [false],
  },
  enableBaseAccount: { why: 'Foyer has no Base Account connector', accepts: [false] },
  allWallets: {
    why: "Foyer's All Wallets is on ('SHOW') or off ('HIDE'), on every device",
    accepts: ['SHOW', 'HIDE'],
  },
  isSiweEnabled: { why: "it is AppKit's internal state" },
  isUniversalProvider: { why: "it is AppKit's internal state" },
  remoteFeatures: {
    why: "AppKit reads them from Reown's cloud; Foyer's features are the `features` option",
  },
}

/** AppKit's `features` that Foyer refuses. */
export const REFUSED_FEATURES: Record<string, Refusal> = {
  emailShowWallets: { why: WALLETS_BESIDE_LOGIN, accepts: [true] },
  connectorTypeOrder: {
    why: `Foyer orders the Connect view's wallets as AppKit does by default (${CONNECTOR_GROUP_ORDER.join(', ')}), and only so`,
    accepts: [CONNECTOR_GROUP_ORDER],
  },
  walletFeaturesOrder: { why: "Foyer's Account view has one order of actions" },
  reownAuthentication: {
    why: "Reown's authentication is Reown's cloud; Foyer's own sign-in, with sessions kept by its service, is `siwx: true` (needs apiUrl)",
    accepts: [false],
  },
  headless: {
    why: "Foyer's headless API is @foyer/core's actions and @foyer/react's hooks (useConnect, useWallets)",
    accepts: [false],
  },
}

/** AppKit's theme variables Foyer has no equivalent of. */
export const REFUSED_THEME_VARIABLES: Record<string, Refusal> = {
  '--w3m-qr-color': {
    why: "Foyer's QR codes are black on white in both themes: scanners read that best",
  },
  '--apkt-qr-color': {
    why: "Foyer's QR codes are black on white in both themes: scanners read that best",
  },
}

/** Fields of AppKit's custom wallets Foyer has no equivalent of. */
export const REFUSED_CUSTOM_WALLET_FIELDS: Record<string, Refusal> = {
  app_store: {
    why: 'Foyer links a custom wallet through homepage, mobile_link, desktop_link and webapp_link',
  },
  play_store: {
    why: 'Foyer links a custom wallet through homepage, mobile_link, desktop_link and webapp_link',
  },
}

/** Whether `value` is one of the values a refusal accepts (compared by content: arrays are values). */
export function isAccepted(refusal: Refusal, value: unknown): boolean {
  return (refusal.accepts ?? []).some(
    (accepted) => JSON.stringify(accepted) === JSON.stringify(value),
  )
}
