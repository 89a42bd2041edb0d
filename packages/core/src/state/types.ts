import type { HistoryItem } from '../api/schemas.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types/caip.js'

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
  connectedWalletInfo?: ConnectedWalletInfo | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
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

/** Views the router can show (SPEC §2). Later features add theirs here. */
export type ViewName =
  | 'Connect'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'Account'
  | 'Networks'
  | 'UnsupportedChain'
  | 'SignMessage'
  | 'ApproveTransaction'
  | 'Send'
  | 'SendSelectToken'
  | 'SendPreview'
  | 'Receive'

/** Data a view is opened with. */
export type RouterData = { connectorUid?: string | undefined }

/** The router: current view, the stack behind it, and what the view was opened with. */
export type RouterState = { view: ViewName; history: ViewName[]; data: RouterData }

/** A transient message at the bottom of the modal (SPEC §2). */
export type Toast = { variant: 'loading' | 'success' | 'error'; message: string; id: number }

/** A persistent configuration or environment problem shown to the developer and visitor. */
export type Alert = {
  code: string
  shortMessage: string
  details?: string | undefined
  variant: 'error' | 'warning'
}

/** A wallet the visitor can connect with, as an adapter reports it. */
export type WalletConnector = {
  /** Stable id across reloads (e.g. an EIP-6963 rdns). */
  id: string
  /** Unique id of this connector instance. */
  uid: string
  name: string
  namespace: Namespace
  type: 'injected' | 'walletConnect' | 'auth' | 'external'
  icon?: string | undefined
  rdns?: string | undefined
  explorerId?: string | undefined
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
  loading: boolean
  error: string | undefined
  /** The hash of the last completed send, until the next one starts. */
  lastHash: string | undefined
}

/** The Activity list (SPEC §3): items so far, the next page's cursor, loading and the last error. Keyed by
 * account and network, so a switch starts afresh. */
export type ActivityState = {
  key: string | undefined
  items: HistoryItem[]
  next: string | undefined
  /** True once the last page arrived. */
  done: boolean
  loading: boolean
  error: string | undefined
}

/** A transaction sent through the modal, until it is mined. */
export type PendingTransaction = {
  hash: string
  caipNetworkId: string
  status: 'pending' | 'success' | 'reverted'
}

/** Everything one Foyer instance holds. */
export type FoyerState = {
  open: boolean
  router: RouterState
  activeNamespace: Namespace | undefined
  accounts: Partial<Record<Namespace, AccountState>>
  networks: Partial<Record<Namespace, NetworkState>>
  connectors: WalletConnector[]
  recentWalletIds: string[]
  toast: Toast | undefined
  alert: Alert | undefined
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  send: SendState
  activity: ActivityState
  /** Sent through the modal, newest last; at most 99 (SPEC §9). */
  pendingTransactions: PendingTransaction[]
  /** When a token balance fetch last failed (ms), to block retries for 30 s (SPEC §4). */
  tokenBalanceFailedAt: number | undefined
  /** The last error of a connection attempt, shown by ConnectingExternal. */
  connectError: { message: string; code?: string | number | undefined } | undefined
}
