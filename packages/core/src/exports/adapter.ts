// @foyer/core/adapter: what an adapter author implements and uses. The adapter interface and its
// capability interfaces with their guards, the connect flow an adapter drives, the session hubs several
// adapters share, the approval requests an adapter asks the visitor, the wallet-error classification and
// the per-namespace tables an adapter needs. Errors and data types an adapter returns are on @foyer/core.

export { requestApproval } from '../actions/requestApproval.js'
export type {
  AdapterAccount,
  AdapterBalance,
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  AdapterUser,
  ChainAdapter,
  EmbeddedWalletSettings,
  GrantsPermissions,
  ReadsWalletAssets,
  SendsCalls,
  SendsTransactions,
  VerifiesMessages,
  WalletConnectSettings,
} from '../adapter.js'
export {
  type ChecksAddresses,
  canCheckAddresses,
  canGrantPermissions,
  canManageEmbeddedWallet,
  canReadWalletAssets,
  canSendCalls,
  canSendTransactions,
  canTransferTokens,
  canVerifyMessages,
  type EmbeddedAccountAction,
  type EmbeddedAccountActions,
  forwardEmbeddedAccountActions,
  type ManagesEmbeddedWallet,
  type TransfersTokens,
} from '../adapter.js'
export type {
  ApprovalCall,
  ApprovalField,
  ApprovalRequestInput,
  ApprovalSummary,
} from '../approvals/types.js'
export { parseWalletAssets, type WalletAsset } from '../calls/walletAssets.js'
export type { ConnectFlow } from '../connectors/flow.js'
export { isSessionConnector, SESSION_CONNECTOR_TYPES } from '../connectors/types.js'
export { RPC_TRANSPORT, STORAGE_PREFIX } from '../constants.js'
export { nodeErrorFor } from '../errors/nodeErrors.js'
export { RPC_ERROR_CLASSES, rpcErrorForCode, WALLET_CHAIN_CODES } from '../errors/rpcCodes.js'
export { toWalletError } from '../errors/toWalletError.js'
export { WALLET_ERROR_CODES } from '../errors/wallet.js'
export { walletErrorCode } from '../errors/walletFailure.js'
export { type LazyMethods, lazyMethods } from '../lazyMethods.js'
export { EVM_READ_METHODS } from '../namespaces/evmReadMethods.js'
export { SOLANA_CLUSTER_REFERENCE, SOLANA_CLUSTERS } from '../namespaces/solanaClusters.js'
export {
  type CheckedSolanaSendOptions,
  checkSolanaSendOptions,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaSendOptions,
} from '../namespaces/solanaSendOptions.js'
export { createSessionHub } from '../sessionHub/createSessionHub.js'
export type { SessionHub, SessionListener } from '../sessionHub/sessionHub.js'
export { type SharedKey, sharedKey } from '../sessionHub/sharedKey.js'
export {
  assertHexSize,
  base64ToBytes,
  bytesToBase64,
  integerToHex,
  padHex,
} from '../utils/encoding.js'
export { looksBinary } from '../utils/text.js'
export { walletConnectCoreParts } from '../walletconnect/coreParts.js'
export {
  WALLETCONNECT_SESSION,
  type WalletConnectHub,
  type WalletConnectNamespaceRequest,
  type WalletConnectOwner,
  type WalletConnectSessionView,
} from '../walletconnect/hub.js'
export { WALLETCONNECT_ICON } from '../walletconnect/icon.js'
export { universalProviderAlert } from '../walletconnect/providerAlerts.js'
export {
  type WalletConnectCoreParts,
  type WalletConnectSessionOwner,
  type WalletConnectSessionOwnerParameters,
  walletConnectSessionOwner,
} from '../walletconnect/sessionOwner.js'
export type {
  UniversalProviderClass,
  UniversalProviderLike,
} from '../walletconnect/universalProvider.js'
