import type { ApprovalRequestInput } from './approvals/types.js'
import type {
  CallsStatus,
  GrantedPermission,
  PermissionRequest,
  WalletCall,
} from './calls/types.js'
import type { ConnectFlow, SocialLogin, WalletPage } from './connectors/flow.js'
import type { Connector } from './connectors/types.js'
import type { DisplayText } from './messages/displayText.js'
import type { SharedKey } from './sessionHub/sharedKey.js'
import type { CaipNetwork, Namespace } from './types/caip.js'

/** One account of a connection as an adapter reports it (SPEC §3 'Account entry'); `type` defaults to eoa. */
export type AdapterAccount = {
  address: string
  type?: 'eoa' | 'smartAccount' | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

/** The embedded wallet's user, as an auth connector reports it (SPEC §3 'User'). */
export type AdapterUser = { email?: string | undefined; username?: string | undefined }

/** What an adapter reports when the connection of its namespace changes. */
export type AdapterConnection = {
  /** The embedded wallet's user, for a connection through the auth connector. */
  user?: AdapterUser | undefined
  /** SPEC §4, after the auth connector connects: the account type it prefers, whether its smart account is
   * deployed, and the networks where smart accounts work. */
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  smartAccountDeployed?: boolean | undefined
  smartAccountEnabledNetworks?: readonly number[] | undefined
  /** The social provider the embedded wallet's session was made with (SPEC §3 `socialProvider`). */
  socialProvider?: string | undefined
  /** The connector the connection came through; a session connector reports the same uid in every namespace. */
  connectorUid: string
  /** The selected account. */
  address: string
  accounts: readonly AdapterAccount[]
  chainId: number | string
}

/**
 * Events an adapter sends to the instance it is mounted in. They are the only source of connection state:
 * core's actions start connects and disconnects, and the adapter's events say what came of them.
 */
export type AdapterEvent =
  | { type: 'connectors'; connectors: Connector[] }
  | { type: 'connection'; connection: AdapterConnection }
  | { type: 'disconnected' }

/** What an adapter needs to run the embedded wallet: set when the host turned e-mail login on. */
export type EmbeddedWalletSettings = {
  /** The auth service's base URL (the frame page is served there). */
  authUrl: string
  projectId: string
  /** The frame logs its protocol to the console (SPEC §7 `enableLogger`); on with the `debug` option. */
  enableLogger: boolean
}

/** What an adapter needs to pair through WalletConnect: the project, the relay and the app's metadata. */
export type WalletConnectSettings = {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/** Given to an adapter when an instance mounts it. */
export type AdapterContext = {
  emit(event: AdapterEvent): void
  /**
   * Runs an unsafe request (a signature, a transaction) once the visitor approves it in ApproveTransaction;
   * rejects when they decline or close the modal (SPEC §4 'RPC flow').
   */
  requestApproval<T>(
    input: ApprovalRequestInput,
    perform: (signal: AbortSignal) => Promise<T>,
  ): Promise<T>
  /** Shows an alert (SPEC §8: the embedded wallet's IFRAME_LOAD_FAILED, IFRAME_REQUEST_TIMEOUT, UNVERIFIED_DOMAIN). */
  alert(alert: { code: string; shortMessage: DisplayText; details?: DisplayText | undefined }): void
  /**
   * Says that a login begun before this page load (a social login by redirect, a Telegram return) failed:
   * nobody awaits a reconnect, so the modal opens on Connect with the reason, rather than nothing happening.
   */
  loginFailed(message: DisplayText): void
  /** Refuses a method the wallet does not know, as SPEC §4 says; returns the error to reject with. */
  refuseRequest(method: string): Error
  /** WalletConnect's settings, or undefined without a projectId (core has told the developer why). */
  walletConnect: WalletConnectSettings | undefined
  /** The embedded wallet's settings, or undefined when e-mail login is off or cannot work here. */
  embeddedWallet: EmbeddedWalletSettings | undefined
  /**
   * The data service's RPC gateway for a network (`caipNetworkId`), or undefined when the host did not name
   * the service: adapters read the chain through it for networks the host gave no transport of its own.
   */
  rpcGatewayUrl(caipNetworkId: string): string | undefined
  /**
   * One value per key for the whole instance, created by the first adapter that asks: adapters of several
   * namespaces share one session hub (`WALLETCONNECT_SESSION`, `@foyer/embedded`'s `EMBEDDED_WALLET_SESSION`).
   */
  shared<T>(key: SharedKey<T>): T
}

/** A native balance as an adapter reads it from the chain. */
export type AdapterBalance = { value: bigint; decimals: number; symbol: string }

/**
 * The contract between core and a chain family. Small on purpose: an adapter implements what every
 * chain can do; optional capabilities are separate interfaces, never stubs.
 */
export interface ChainAdapter {
  readonly namespace: Namespace
  /** The networks the host asked for, in order; the first is the default. */
  readonly networks: readonly CaipNetwork[]
  /** Starts watching wallets and the connection; returns a function that stops. */
  mount(context: AdapterContext): () => void
  /**
   * For an adapter whose mount finishes in a chunk of its own (EVM's: its connectors; issue 38): settles once
   * its connectors are registered and reported. The instance adopts unowned sessions, tells the developer
   * what cannot show and reconnects after every adapter's has settled. Absent: the mount is done on return.
   */
  mounted?(): Promise<void>
  /**
   * Connects through one of the connectors it reported, running the connector's flow (steps such as a
   * pairing URI or an OTP go through `flow`). Resolves once the `connection` event has been emitted; rejects
   * when the visitor declines or the flow is aborted.
   */
  connect(parameters: {
    connectorUid: string
    chainId?: number | string | undefined
    /** The e-mail address an auth connector logs in with (checked by core). */
    email?: string | undefined
    /** The social login an auth connector runs. */
    social?: SocialLogin | undefined
    /** An auth connector signs in with a passkey (its flow shows the wallet's passkey page). */
    passkey?: boolean | undefined
    flow: ConnectFlow
  }): Promise<void>
  /**
   * Restores a stored connection if the wallet still allows it: resolves after emitting its `connection`
   * event, or without emitting when there is none.
   */
  reconnect(): Promise<void>
  /**
   * Whether this page load brings back a login that began before it (a social login by redirect, a
   * Telegram mini-app's `result_uri`): the instance then reconnects the namespace even when it was not
   * connected before.
   */
  hasPendingLogin?(): boolean
  disconnect(): Promise<void>
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<AdapterBalance>
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** The connected wallet's provider (EIP-1193 for eip155), for hosts that talk to it directly. */
  getProvider(): Promise<unknown>
}

/** Optional capability: checking a signature against an address on chain (EOAs and contract wallets). */
export interface VerifiesMessages {
  verifyMessage(parameters: {
    message: string
    address: string
    signature: string
    network: CaipNetwork
  }): Promise<boolean>
}

/** True when the adapter can verify signatures. */
export function canVerifyMessages(
  adapter: ChainAdapter,
): adapter is ChainAdapter & VerifiesMessages {
  return typeof (adapter as Partial<VerifiesMessages>).verifyMessage === 'function'
}

/**
 * Optional capability: a stricter address check than the namespace's form — for EVM, the EIP-55 checksum a
 * mixed-case address carries (a typo changes it; all lower or all upper case carry none).
 */
export interface ChecksAddresses {
  hasValidChecksum(address: string): boolean
}

/** True when the adapter can check addresses beyond their form. */
export function canCheckAddresses(
  adapter: ChainAdapter,
): adapter is ChainAdapter & ChecksAddresses {
  return typeof (adapter as Partial<ChecksAddresses>).hasValidChecksum === 'function'
}

/** Optional capability: sending the chain's coin and fungible tokens (SPEC §4 'Send'). */
export interface TransfersTokens {
  /** Sends the native coin: value to `to`, with empty data. Returns the transaction hash. */
  transferNative(parameters: { to: string; amount: bigint; network: CaipNetwork }): Promise<string>
  /** Sends a token with its `transfer(to, amount)`; the adapter knows tokens with non-standard ABIs. */
  transferToken(parameters: {
    token: string
    to: string
    amount: bigint
    network: CaipNetwork
  }): Promise<string>
  /** The network fee such a transfer would cost now, in the native coin's smallest unit. */
  estimateTransferFee(parameters: {
    from: string
    to: string
    amount: bigint
    token?: string | undefined
    network: CaipNetwork
  }): Promise<bigint>
  /** Waits until the transaction is mined; 'reverted' when it failed on chain. */
  waitForTransaction(parameters: {
    hash: string
    network: CaipNetwork
  }): Promise<'success' | 'reverted'>
}

/** True when the adapter can send coins and tokens. */
export function canTransferTokens(
  adapter: ChainAdapter,
): adapter is ChainAdapter & TransfersTokens {
  return typeof (adapter as Partial<TransfersTokens>).transferToken === 'function'
}

/** The steps of an e-mail change (SPEC §4): a code to the current address, then one to the new address. */
export type EmailChangeStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Optional capability: the embedded wallet's account (an adapter whose auth connector is connected). */
export interface ManagesEmbeddedWallet {
  /** Whether the connection of this namespace is the embedded wallet's. */
  isEmbeddedWalletConnected(): boolean
  /** Starts changing the account's e-mail to `email`; a code goes to the current address. */
  updateEmail(parameters: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  /** The code sent to the current address; a code then goes to the new one. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  /** The code sent to the new address; the change is done (the adapter re-emits its connection with the new user). */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ email: string }>
  /**
   * Makes the smart account or the EOA the active account (SPEC §3 'Preferred account payload'); the adapter
   * then reports the connection again, with the other address. Absent when the wallet has one kind only.
   */
  setPreferredAccountType?(parameters: {
    type: 'eoa' | 'smartAccount'
  }): Promise<{ type: 'eoa' | 'smartAccount'; address: string }>
  /** The account's devices, newest first. Absent when the wallet cannot list them. */
  listEmbeddedDevices?(): Promise<EmbeddedDevice[]>
  /** Removes one of the account's devices (by its `id` in the list): its approval and its sessions end. */
  revokeEmbeddedDevice?(parameters: { id: string }): Promise<void>
  /** The account's passkeys, oldest first. Absent when the wallet has no passkeys. */
  listEmbeddedPasskeys?(): Promise<EmbeddedPasskey[]>
  /**
   * Adds a passkey to the account: `show` receives the wallet's passkey page, to show to the visitor (its
   * button opens the browser's passkey dialog); resolves once the passkey guards the wallet. Aborting
   * `signal` cancels it.
   */
  addEmbeddedPasskey?(parameters: {
    show(page: WalletPage): void
    signal?: AbortSignal | undefined
  }): Promise<void>
}

/** One of the embedded wallet's passkeys. */
export type EmbeddedPasskey = {
  /** Its credential id (base64url). */
  id: string
  /** When it was added: an ISO 8601 time. */
  createdAt: string
  /** When it last signed in or opened the wallet (ISO 8601), or null. */
  lastUsedAt: string | null
}

/** One of the embedded wallet's devices: a browser the account was approved on. */
export type EmbeddedDevice = {
  /** The auth service's name for it in this account's list (not the device's own id). */
  id: string
  /** When its approval took (or, `waiting`, will take) effect: an ISO 8601 time. */
  approvedAt: string
  /** When it last used a session (ISO 8601), or null. */
  lastUsedAt: string | null
  /** The device this page runs on. */
  current: boolean
  /** Approved from its mail but not yet allowed to sign in (the delay a new device waits). */
  waiting: boolean
}

/** True when the adapter can run the embedded wallet's account actions. */
export function canManageEmbeddedWallet(
  adapter: ChainAdapter,
): adapter is ChainAdapter & ManagesEmbeddedWallet {
  return typeof (adapter as Partial<ManagesEmbeddedWallet>).updateEmail === 'function'
}

/**
 * The embedded wallet's account actions (SPEC §4: e-mail change, devices, passkeys): the same on every
 * adapter whose connection is the embedded wallet's, since each is a request to the frame that names no chain.
 */
export type EmbeddedAccountActions = Required<
  Omit<ManagesEmbeddedWallet, 'isEmbeddedWalletConnected' | 'setPreferredAccountType'>
>

/** One of the account actions by name. */
export type EmbeddedAccountAction = keyof EmbeddedAccountActions

const ACCOUNT_ACTIONS: readonly EmbeddedAccountAction[] = [
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'listEmbeddedDevices',
  'revokeEmbeddedDevice',
  'listEmbeddedPasskeys',
  'addEmbeddedPasskey',
]

/**
 * An adapter's account actions, each handing its name and parameters to `run` — the adapter's one lazy body
 * that runs them (`@foyer/embedded`'s `embeddedAccountActions` on its channel to the frame) — so that the
 * adapter's eager part lists none of them.
 */
export function forwardEmbeddedAccountActions(
  run: (name: EmbeddedAccountAction, parameters: unknown) => Promise<unknown>,
): EmbeddedAccountActions {
  return Object.fromEntries(
    ACCOUNT_ACTIONS.map((name) => [name, (parameters?: unknown) => run(name, parameters)]),
  ) as EmbeddedAccountActions
}

/**
 * Optional capability: sending a transaction someone else built — the swap service's approval and swap
 * (SPEC §7 `/v1/convert/build-*`). The wallet shows it to the visitor as it is.
 */
export interface SendsTransactions extends Pick<TransfersTokens, 'waitForTransaction'> {
  /** Sends `data` with `value` to `to` from the connected account; returns the transaction hash. */
  sendTransaction(parameters: {
    to: string
    data: string
    value: bigint
    /** The gas limit the builder estimated; the wallet estimates its own without it. */
    gas?: bigint | undefined
    network: CaipNetwork
  }): Promise<string>
}

/** True when the adapter can send built transactions. */
export function canSendTransactions(
  adapter: ChainAdapter,
): adapter is ChainAdapter & SendsTransactions {
  const candidate = adapter as Partial<SendsTransactions>
  return (
    typeof candidate.sendTransaction === 'function' &&
    typeof candidate.waitForTransaction === 'function'
  )
}

/**
 * Optional capability: several calls sent as one (EIP-5792), where the connected wallet can; the adapter
 * refuses with CallsNotSupportedError where it cannot, never sending them one by one instead.
 */
export interface SendsCalls {
  sendCalls(parameters: {
    calls: readonly WalletCall[]
    network: CaipNetwork
    capabilities?: Record<string, unknown> | undefined
  }): Promise<{ id: string }>
  getCallsStatus(parameters: { id: string }): Promise<CallsStatus>
  /** What the wallet says it can do, per chain (EIP-5792 `wallet_getCapabilities`). */
  getCapabilities(parameters: { network: CaipNetwork }): Promise<Record<string, unknown>>
}

export function canSendCalls(adapter: ChainAdapter): adapter is ChainAdapter & SendsCalls {
  return typeof (adapter as Partial<SendsCalls>).sendCalls === 'function'
}

/** Optional capability: permissions for another key to act for the account (ERC-7715), where the wallet can. */
export interface GrantsPermissions {
  grantPermissions(
    parameters: PermissionRequest & { network: CaipNetwork },
  ): Promise<GrantedPermission>
  revokePermissions(parameters: { permissionsContext: string }): Promise<void>
}

export function canGrantPermissions(
  adapter: ChainAdapter,
): adapter is ChainAdapter & GrantsPermissions {
  return typeof (adapter as Partial<GrantsPermissions>).grantPermissions === 'function'
}

/**
 * Optional capability: the connected wallet's own list of its assets (SPEC §3 'Wallet asset', ERC-7811
 * `wallet_getAssets`), as it answered — core checks it (`parseWalletAssets`) and asks the data service
 * instead when the wallet cannot answer or answers something else.
 */
export interface ReadsWalletAssets {
  getWalletAssets(parameters: { address: string; network: CaipNetwork }): Promise<unknown>
}

export function canReadWalletAssets(
  adapter: ChainAdapter,
): adapter is ChainAdapter & ReadsWalletAssets {
  return typeof (adapter as Partial<ReadsWalletAssets>).getWalletAssets === 'function'
}

/**
 * The optional capabilities an adapter has, by name: what the debug log records when the adapter mounts
 * (createFoyer), so support can tell what a visitor's wallet could do.
 */
export function adapterCapabilities(adapter: ChainAdapter): string[] {
  const checks: Record<string, (adapter: ChainAdapter) => boolean> = {
    verifyMessages: canVerifyMessages,
    checkAddresses: canCheckAddresses,
    transferTokens: canTransferTokens,
    manageEmbeddedWallet: canManageEmbeddedWallet,
    sendTransactions: canSendTransactions,
    sendCalls: canSendCalls,
    grantPermissions: canGrantPermissions,
    readWalletAssets: canReadWalletAssets,
  }
  return Object.keys(checks).filter((name) => checks[name]?.(adapter))
}
