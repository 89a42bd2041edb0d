import type { SwapToken } from '../api/convertSchemas.js'
import type { ApprovalRequest } from '../approvals/types.js'
import type { ConnectStep } from '../connectors/flow.js'
import type { Connector } from '../connectors/types.js'
import type { DisplayText } from '../messages/displayText.js'
import type { LocaleMessages } from '../messages/en.js'
import type { ThemeMode, ThemeVariables } from '../options/types.js'
import type { Payment } from '../pay/types.js'
import type { SiwxSession } from '../siwx/types.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types/caip.js'
import type { Route, ViewName } from '../views.js'

/** Connection status of one namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** One account a wallet exposes (SPEC §3 'Account entry'). */
export type AccountEntry = {
  namespace: Namespace
  address: string
  type: 'eoa' | 'smartAccount'
  publicKey?: string | undefined
  path?: string | undefined
}

/** What the modal knows of the connected wallet app. */
export type ConnectedWalletInfo = {
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
}

/** Account state, kept per namespace (SPEC §3). */
export type AccountState = {
  status: ConnectionStatus
  caipAddress?: CaipAddress | undefined
  address?: string | undefined
  balance?: string | undefined
  balanceSymbol?: string | undefined
  profileName?: string | undefined
  profileImage?: string | undefined
  allAccounts: AccountEntry[]
  /** The connector this namespace is connected through (a session connector may serve other namespaces too). */
  connectorUid?: string | undefined
  connectedWalletInfo?: ConnectedWalletInfo | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  /** The social provider the embedded wallet's session was made with (SPEC §3). */
  socialProvider?: string | undefined
  /** Whether the embedded wallet's smart account is deployed (SPEC §3). */
  smartAccountDeployed?: boolean | undefined
  /** The embedded wallet's user (its e-mail, a social user name), when connected through the auth connector. */
  user?: { email?: string | undefined; username?: string | undefined } | undefined
}

/** Network state, kept per namespace (SPEC §3). `unsupported` marks a chain the host did not request. */
export type NetworkState = {
  caipNetwork?: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  unsupported: boolean
}

/** The router: the current view, and every view of the stack with what it was opened with (the last is current). */
export type RouterState = { view: ViewName; history: Route[] }

/** A transient message at the bottom of the modal (SPEC §2). */
export type Toast = { variant: 'loading' | 'success' | 'error'; message: DisplayText; id: number }

/** A persistent configuration or environment problem shown to the developer and visitor. */
export type Alert = {
  code: string
  shortMessage: DisplayText
  details?: DisplayText | undefined
  variant: 'error' | 'warning'
}

/** A token the visitor can send: the chain's coin (no `address`) or a token contract. */
export type SendToken = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** The token contract's address (plain, not CAIP); absent for the native coin. */
  address?: string | undefined
  decimals: number
  /** Balance as an exact decimal string. */
  balance: string
  price: number
  iconUrl?: string | undefined
}

/** The Send view's state (SPEC §3 'Send state'); kept in the store so that what the visitor typed survives
 * navigation and wallet rejections, and reset after a completed send. */
export type SendState = {
  token: SendToken | undefined
  sendTokenAmount: string
  receiverAddress: string
  /** The wallet name the receiver was typed as, once resolved to `receiverAddress` (SPEC §3). */
  receiverProfileName: string | undefined
  /** That name's avatar, when it has one. */
  receiverProfileImageUrl: string | undefined
  /** Why the last send failed, shown on the Send view with what was typed (SPEC §4). */
  error: DisplayText | undefined
}

/** A transaction sent through the modal, until it is mined. */
export type PendingTransaction = {
  hash: string
  caipNetworkId: string
  status: 'pending' | 'success' | 'reverted'
}

/** A connect in progress: which connector, and the step it waits on (none while the wallet itself asks). */
export type ConnectFlowState = { connectorUid: string; step: ConnectStep | undefined }

/** Connection state (SPEC §3, §4): written only from the adapters' events (`state/connection.ts`). */
export type ConnectionSlice = {
  activeNamespace: Namespace | undefined
  accounts: Partial<Record<Namespace, AccountState>>
  networks: Partial<Record<Namespace, NetworkState>>
  connectors: Connector[]
  recentWalletIds: string[]
  /** The connect flow under way, if any (`actions/connect.ts`). */
  connectFlow: ConnectFlowState | undefined
}

/** The modal's own state: whether it is open, where, and what it shows on top (`actions/openModal.ts`, `closeModal.ts`, `viewStack.ts`, `showToast.ts`, `setThemeMode.ts`…). */
export type ModalSlice = {
  open: boolean
  router: RouterState
  toast: Toast | undefined
  alert: Alert | undefined
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** The send feature's state (`actions/send.ts`). */
export type SendSlice = {
  send: SendState
  /** Sent through the modal, newest last; at most 99 (SPEC §9). */
  pendingTransactions: PendingTransaction[]
}

/** The Swap view's state: kept in the store so that what the visitor chose and typed survives the token
 * lists, a rejection in the wallet and a failed swap; reset after a completed swap. */
export type SwapState = {
  /** The token paid with, as the swap service lists it (CAIP-10 address; the coin as 0xeeee…eeee). */
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The amount of `fromToken`, as typed. */
  amount: string
  /** Why the last approval or swap failed, shown on the Swap view with what was typed. */
  error: DisplayText | undefined
}

/** The visitor's agreement to the host's terms and privacy policy (`actions/legal.ts`), remembered. */
export type ConsentSlice = { legalAccepted: boolean }

/** A purchase the visitor started at a provider's checkout, followed until its tokens arrive. */
export type OnrampPurchaseRef = {
  partnerUserId: string
  /** The purchase's read token (a secret: it reads the purchase). */
  readToken: string
  provider: string
  providerName: string
  /** The checkout, to open again. */
  url: string
  symbol: string
  /** What the quote promised, in the token. */
  purchaseAmount: string
  paymentTotal: { value: string; currency: string } | undefined
  caipNetworkId: CaipNetworkId
  /** Where the tokens go. */
  address: string
}

/** The Buy view's state (`actions/onramp.ts`): kept so that what the visitor chose survives the lists. */
export type OnrampState = {
  /** The purchase currency's id (the options'). */
  tokenId: string | undefined
  paymentCurrency: string
  paymentMethod: string
  /** The fiat amount, as typed. */
  amount: string
  /** The provider whose quote the visitor chose. */
  provider: string | undefined
  purchase: OnrampPurchaseRef | undefined
}

/** A payment a host asked for (`pay()`), until the visitor has paid or closed the modal. */
export type PayState = {
  payment: Payment
  /** `choosing` how to pay, `paying` (the wallet or a provider at work), `success`, or `failed` (can retry). */
  status: 'choosing' | 'paying' | 'success' | 'failed'
  via: 'wallet' | 'onramp' | undefined
  transactionHash: string | undefined
  /** Why the last attempt failed. */
  error: DisplayText | undefined
  /** The onramp purchase, when paying through a provider. */
  purchase:
    | { url: string; partnerUserId: string; readToken: string; providerName: string }
    | undefined
}

/** The pay feature's state. */
export type PaySlice = { pay: PayState | undefined }

/** The onramp feature's state. */
export type OnrampSlice = { onramp: OnrampState }

/** The swap feature's state (`actions/swap.ts`). */
export type SwapSlice = { swap: SwapState }

/**
 * The language the modal speaks (`actions/setLocale.ts`): `Intl`'s tag, the writing direction, and the texts of
 * a language other than English once they have loaded. `messages` is undefined while the page shows English:
 * the English catalogue (`en`) loads with the modal, not with the page (issue 38); the buttons' texts are in
 * `enBeforeModal`.
 */
export type LocaleState = {
  tag: string
  dir: 'ltr' | 'rtl'
  messages: LocaleMessages | undefined
}

/** The locale slice: set at creation from the options or the browser, changed by `setLocale`. */
export type LocaleSlice = { locale: LocaleState }

/** The token balances feature's state (`actions/accountTokens.ts`). */
export type TokensSlice = {
  /** When a token balance fetch last failed (ms), to block retries for 30 s (SPEC §4). */
  tokenBalanceFailedAt: number | undefined
}

/** The embedded wallet's unsafe requests waiting for the visitor (`actions/approvals.ts`, SPEC §4 'RPC flow'). */
export type ApprovalSlice = {
  /** The transaction stack: oldest first; ApproveTransaction shows the first. */
  approvals: ApprovalRequest[]
  /** The last method refused as unknown; `shown` once 'Action not allowed' is due (300 ms later). */
  refusedRequest: { method: string; at: number; shown: boolean } | undefined
}

/**
 * A wallet name's registration under way or just ended (`names/nameRegistrationFlow.ts`, SPEC §4): the
 * success view shows it while the wallet signs; a failure takes the visitor back to the register view,
 * which shows `error` beside the name they chose.
 */
export type NameRegistration = {
  name: string
  status: 'signing' | 'success' | 'error'
  error?: unknown
}

/**
 * Sign-in with the wallet (`actions/checkSignIn.ts`, `signIn.ts`, SPEC §4 'Wallet sign-in'), about the active account:
 * `idle` without a SIWX config or an account; `checking` while the config is asked for a session;
 * `signedOut` when it has none (ConnectingSiwe asks); `signing` while the wallet signs; `signedIn`.
 */
export type SignInState = {
  status: 'idle' | 'checking' | 'signedOut' | 'signing' | 'signedIn'
  /** The account (CAIP-10) the status is about. */
  account: CaipAddress | undefined
  /** The session, when signed in (SPEC §3 'Sign-in session'). */
  session: SiwxSession | undefined
  /** Why the last sign-in failed ('Signature declined', …), until the next attempt. */
  error: DisplayText | undefined
  /** Whether the SIWX config requires sign-in: declining it disconnects (known once it has loaded). */
  required: boolean
}

/** The sign-in feature's state. */
export type SignInSlice = { signIn: SignInState }

/** The names feature's state. */
export type NamesSlice = { nameRegistration: NameRegistration | undefined }

/** Everything one Foyer instance holds: one slice per feature, each written by its own module. */
export type FoyerState = ConnectionSlice &
  NamesSlice &
  SignInSlice &
  ModalSlice &
  SendSlice &
  SwapSlice &
  OnrampSlice &
  PaySlice &
  ConsentSlice &
  LocaleSlice &
  TokensSlice &
  ApprovalSlice
