// The public API of @foyer/core. Named re-exports only; exports.test.ts pins the list.

export {
  getAccountTokens,
  TokenBalanceUnavailableError,
  toSendToken,
} from '../actions/accountTokens.js'
export { type ConnectParameters, type ConnectReturnType, connect } from '../actions/connect.js'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
export { getAdapter } from '../actions/getAdapter.js'
export {
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '../actions/getBalance.js'
export {
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../actions/getIdentity.js'
export {
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from '../actions/getTokenBalances.js'
export {
  type GetWalletsParameters,
  getWallets,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
  walletImageUrl,
} from '../actions/getWallets.js'
export { loadActivity, resetActivity } from '../actions/loadActivity.js'
export {
  type CloseModalParameters,
  closeModal,
  goBack,
  type OpenModalParameters,
  openModal,
  pushView,
} from '../actions/modal.js'
export { reconnect } from '../actions/reconnect.js'
export {
  estimateSendFee,
  maxSendAmount,
  resetSend,
  SendError,
  type SendFee,
  sendTokens,
  updateSend,
  validateSend,
} from '../actions/send.js'
export {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
  type VerifyMessageParameters,
  verifyMessage,
} from '../actions/signMessage.js'
export {
  getNetworks,
  type SwitchNetworkParameters,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { setThemeMode, setThemeVariables } from '../actions/theme.js'
export { hideToast, type ShowToastParameters, showToast } from '../actions/toast.js'
export {
  type GetAccountReturnType,
  getAccount,
  getConnectors,
  getNetwork,
  watchAccount,
  watchConnectors,
  watchNetwork,
  watchState,
} from '../actions/watch.js'
export {
  type ActivityGroup,
  activityQuantity,
  amountSign,
  groupActivity,
  isSpam,
  visibleActivity,
} from '../activity.js'
export type {
  AdapterBalance,
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  VerifiesMessages,
} from '../adapter.js'
export { canTransferTokens, canVerifyMessages, type TransfersTokens } from '../adapter.js'
export { ApiRequestError } from '../api/client.js'
export type {
  HistoryItem,
  Identity,
  TokenBalance,
  WalletListEntry,
  WalletsResponse,
} from '../api/schemas.js'
export {
  buildConnectList,
  CONNECTOR_GROUP_ORDER,
  type ConnectListItem,
  type ConnectorGroup,
  connectMethodsOrder,
} from '../connectList.js'
export * as constants from '../constants.js'
export { MODAL_WIDTH_PX, STORAGE_PREFIX } from '../constants.js'
export { createFoyer, type Foyer } from '../createFoyer.js'
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export {
  AdapterNotFoundError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkNotFoundError,
  NotConnectedError,
} from '../errors/connection.js'
export { OptionsError, SiweAndSiwxError } from '../errors/options.js'
export {
  ChainNotSupportedError,
  toWalletError,
  UserRejectedRequestError,
  WALLET_ERROR_CODES,
  WalletRequestError,
  walletErrorCode,
} from '../errors/wallet.js'
export type { FoyerEvent, TimedFoyerEvent } from '../events.js'
export { en, formatMessage, type MessageKey, type Messages } from '../messages/en.js'
export { DEFAULT_SOCIALS, FEATURE_DEFAULTS } from '../options/defaults.js'
export { resolveOptions } from '../options/resolveOptions.js'
export type {
  AppMetadata,
  ConnectMethod,
  Features,
  FoyerOptions,
  ResolvedOptions,
  SocialProvider,
} from '../options/types.js'
export { retryDelay } from '../query/createQueryClient.js'
export { getAccountTokensQueryOptions } from '../query/getAccountTokens.js'
export { type GetBalanceQueryParameters, getBalanceQueryOptions } from '../query/getBalance.js'
export { getIdentityQueryOptions } from '../query/getIdentity.js'
export { getTokenBalancesQueryOptions } from '../query/getTokenBalances.js'
export {
  type GetWalletsQueryParameters,
  getWalletsQueryOptions,
  WALLET_IMAGE_PRELOAD_COUNT,
} from '../query/getWallets.js'
export { signMessageMutationOptions } from '../query/signMessage.js'
export { initialView } from '../router.js'
export type {
  AccountEntry,
  AccountState,
  ActivityState,
  Alert,
  ConnectedWalletInfo,
  ConnectionStatus,
  CustomWallet,
  FoyerState,
  NetworkState,
  PendingTransaction,
  RouterData,
  RouterState,
  SendState,
  SendToken,
  ThemeMode,
  ThemeVariables,
  Toast,
  ViewName,
  WalletConnector,
} from '../state/types.js'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  DEFAULT_ACCOUNT_TYPES,
  KNOWN_NAMESPACES,
  NAMESPACE_NAMES,
  type Namespace,
} from '../types/caip.js'
export type { FoyerContext } from '../types/instance.js'
export { formatBalance, formatNumber, truncateAddress, truncateDecimals } from '../utils/format.js'
export { preloadImages } from '../utils/preloadImages.js'
export { formatUnits, parseUnits } from '../utils/units.js'
export {
  isAddressFor,
  isCaipAddress,
  isEvmAddress,
  isKnownNamespace,
  isSolanaAddress,
  isTransactionHash,
  parseCaipAddress,
} from '../utils/validate.js'
