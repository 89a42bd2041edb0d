import type { SocialLogin } from './connectors/flow.js'
import type { KeyedText } from './messages/displayText.js'
import { englishOf } from './messages/englishText.js'
import { supports } from './namespaces/supports.js'
import type { NamespaceFeature } from './namespaces/table.js'
import type { Features } from './options/types.js'
import type { Namespace } from './types/caip.js'

/** The wallet a WalletConnect pairing is for: its name and logo for the QR view, its links to open it. */
export type PairingWallet = {
  id: string
  name: string
  icon?: string | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
  homepage?: string | undefined
}

/**
 * Every view of the modal (SPEC §2) and what it is opened with. A feature that adds a view adds its line
 * here (and, if the view needs something, a line in VIEW_NEEDS); its look lives in the feature's folder in
 * @foyer/react, whose registry must have an entry for every name.
 */
export type ViewArguments = {
  Connect: undefined
  AllWallets: undefined
  /** For a visitor without a wallet: what a wallet is, and the ways on (get one, or e-mail and social). */
  WhatIsAWallet: undefined
  /** The directory's wallets with a link to get each. */
  GetWallet: undefined
  /** `email`: an e-mail login through the auth connector (the Connect view's e-mail field). */
  ConnectingExternal: {
    connectorUid: string
    email?: string | undefined
    /** A social login: the provider, and the popup the visitor's click opened for it (none: a redirect). */
    social?: SocialLogin | undefined
    /** A sign-in with a passkey: the wallet's passkey page. */
    passkey?: boolean | undefined
  }
  /** Sign In With Farcaster through the auth connector: a QR code and link for a Farcaster client. */
  ConnectingFarcaster: { connectorUid: string }
  /** WalletConnect pairing with a wallet chosen from the directory (or the host's custom wallets). */
  ConnectingWalletConnect: { connectorUid: string; wallet?: PairingWallet | undefined }
  /** WalletConnect pairing from the WalletConnect entry itself: any wallet may scan. */
  ConnectingWalletConnectBasic: { connectorUid: string }
  Account: undefined
  Networks: undefined
  UnsupportedChain: undefined
  SignMessage: undefined
  ApproveTransaction: undefined
  /** The embedded wallet's e-mail change: the new address, then a code to the current one, then to the new one. */
  UpdateEmail: undefined
  UpdateEmailPrimaryOtp: { email: string }
  UpdateEmailSecondaryOtp: { email: string }
  Send: undefined
  SendSelectToken: undefined
  SendPreview: undefined
  Receive: undefined
  /**
   * Swap tokens on the active network. A host may open it filled in (SPEC §2): each token by its symbol
   * (`'USDC'`) or its address (plain or CAIP-10), the amount of `fromToken` as a decimal.
   */
  Swap:
    | { amount?: string | undefined; fromToken?: string | undefined; toToken?: string | undefined }
    | undefined
  /** The token list of one side of the swap: the token paid with, or the one received. */
  SwapSelectToken: { side: 'from' | 'to' }
  /** Choosing a wallet name for the connected EVM account (SPEC §2). */
  RegisterAccountName: undefined
  /** The name being registered: the wallet's signature asked for, then the name's success. */
  RegisterAccountNameSuccess: { name: string }
  /** Sign-in with the wallet after connect (SPEC §2): the message to sign, for `siwx` or `siweConfig`. */
  ConnectingSiwe: undefined
  /** Buying crypto (the onramp): the token, the fiat amount and how to pay, and the providers' offers. */
  Buy: undefined
  /** The tokens that can be bought on the active network. */
  BuySelectToken: undefined
  /** A purchase at a provider's checkout, followed until its tokens arrive. */
  BuyInProgress: undefined
  /** A payment a host asked for (`pay()`): from the wallet, or through an onramp provider. */
  Pay: undefined
  /** The permissions granted to other keys (smart sessions), each with Revoke. */
  Permissions: undefined
  /** The embedded wallet's devices (the browsers its account was approved on), each but this one with Remove. */
  Devices: undefined
  /** The embedded wallet's passkeys, and Add a passkey (the wallet's passkey page, inline). */
  Passkeys: undefined
}

/** A view of the modal. */
export type ViewName = keyof ViewArguments

/** Views about the connected account: when it disconnects under them, the modal closes (modalReactions.ts). */
export const ACCOUNT_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'Account',
  'UnsupportedChain',
  'SignMessage',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'Send',
  'SendSelectToken',
  'SendPreview',
  'Receive',
  'Swap',
  'SwapSelectToken',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ConnectingSiwe',
  'Buy',
  'BuySelectToken',
  'BuyInProgress',
  'Permissions',
  'Devices',
  'Passkeys',
])

/** A view together with what it was opened with. */
export type Route = { [V in ViewName]: { view: V; arguments: ViewArguments[V] } }[ViewName]

/**
 * What a view needs to work: a feature switch that is on, or a part of Foyer that has not been built yet;
 * `namespace`: a feature of the active namespace (SPEC §6), and the text that says the network lacks it.
 */
export type ViewNeeds = {
  feature?: keyof Features
  /** Works only with Foyer's services (apiUrl and projectId). */
  services?: true
  notBuilt?: string
  namespace?: { feature: NamespaceFeature; unsupported: KeyedText }
}

// Swaps need an EVM network (SPEC §6); elsewhere SPEC §8's text says why not.
const SWAPS = { feature: 'swaps', unsupported: { key: 'swapsUnsupportedNetwork' } } as const
// Buying too (SPEC §6: eip155 and solana).
const ONRAMP = { feature: 'onramp', unsupported: { key: 'onrampUnavailable' } } as const
// Names too (SPEC §6: eip155 only), and the names service.
const NAMES = { feature: 'names', unsupported: { key: 'namesUnsupportedNetwork' } } as const

/** Views that cannot always open. Every other view can. */
export const VIEW_NEEDS: Partial<Record<ViewName, ViewNeeds>> = {
  AllWallets: { feature: 'allWallets' },
  GetWallet: { feature: 'allWallets' },
  UpdateEmail: { feature: 'email' },
  UpdateEmailPrimaryOtp: { feature: 'email' },
  UpdateEmailSecondaryOtp: { feature: 'email' },
  Send: { feature: 'send' },
  SendSelectToken: { feature: 'send' },
  SendPreview: { feature: 'send' },
  Receive: { feature: 'receive' },
  Swap: { feature: 'swaps', namespace: SWAPS },
  SwapSelectToken: { feature: 'swaps', namespace: SWAPS },
  Buy: { feature: 'onramp', services: true, namespace: ONRAMP },
  Pay: { feature: 'pay' },
  BuySelectToken: { feature: 'onramp', services: true, namespace: ONRAMP },
  BuyInProgress: { feature: 'onramp', services: true, namespace: ONRAMP },
  RegisterAccountName: { services: true, namespace: NAMES },
  RegisterAccountNameSuccess: { services: true, namespace: NAMES },
  Permissions: { feature: 'smartSessions' },
}

/**
 * Why `view` cannot open with these features on this namespace (the active one), or undefined when it can.
 * Without a namespace, only the switches are checked.
 */
export function viewUnavailable(
  view: ViewName,
  features: Features,
  namespace?: Namespace | undefined,
): string | undefined {
  const needs = VIEW_NEEDS[view]
  if (!needs) return undefined
  if (needs.notBuilt)
    return `the ${view} view comes with ${needs.notBuilt}, which is not part of Foyer yet`
  if (needs.feature && !features[needs.feature]) return `features.${needs.feature} is off`
  if (needs.namespace && namespace && !supports(namespace, needs.namespace.feature))
    return `${englishOf(needs.namespace.unsupported)} (${namespace})`
  return undefined
}
