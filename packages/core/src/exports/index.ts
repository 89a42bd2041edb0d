// @foyer/core: what a host app reads. createFoyer, the actions with their parameters, return and error
// types, their query and mutation options, the errors, the options and state types, and the formatting a
// host's own UI uses. What an adapter implements is on @foyer/core/adapter; what only Foyer's own packages
// use is on @foyer/core/internal (docs/architecture.md, "Published packages: one entry per reader").
// Named re-exports only; scripts/packages/publicSurface.test.ts keeps each name on one entry.

export {
  type GetAccountTokensErrorType,
  type GetAccountTokensReturnType,
  getAccountTokens,
} from '../actions/accountTokens.js'
export {
  type AddEmbeddedPasskeyErrorType,
  type AddEmbeddedPasskeyParameters,
  type AddEmbeddedPasskeyReturnType,
  addEmbeddedPasskey,
} from '../actions/addEmbeddedPasskey.js'
export {
  type AnswerConnectStepErrorType,
  type AnswerConnectStepParameters,
  type AnswerConnectStepReturnType,
  answerConnectStep,
} from '../actions/answerConnectStep.js'
export {
  type ApproveSwapErrorType,
  type ApproveSwapParameters,
  type ApproveSwapReturnType,
  approveSwap,
} from '../actions/approveSwap.js'
export {
  type CancelConnectErrorType,
  type CancelConnectReturnType,
  cancelConnect,
} from '../actions/cancelConnect.js'
export {
  type CanManageEmbeddedDevicesErrorType,
  type CanManageEmbeddedDevicesParameters,
  type CanManageEmbeddedDevicesReturnType,
  canManageEmbeddedDevices,
} from '../actions/canManageEmbeddedDevices.js'
export {
  type CanManageEmbeddedPasskeysErrorType,
  type CanManageEmbeddedPasskeysParameters,
  type CanManageEmbeddedPasskeysReturnType,
  canManageEmbeddedPasskeys,
} from '../actions/canManageEmbeddedPasskeys.js'
export {
  type CheckSignInErrorType,
  type CheckSignInReturnType,
  checkSignIn,
} from '../actions/checkSignIn.js'
export {
  type CloseModalErrorType,
  type CloseModalParameters,
  type CloseModalReturnType,
  closeModal,
} from '../actions/closeModal.js'
export {
  type ConfirmEmailChangeErrorType,
  type ConfirmEmailChangeParameters,
  type ConfirmEmailChangeReturnType,
  confirmEmailChange,
} from '../actions/confirmEmailChange.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type DeclineSignInErrorType,
  type DeclineSignInReturnType,
  declineSignIn,
} from '../actions/declineSignIn.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '../actions/disconnect.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimateSendFee.js'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/getAccount.js'
export {
  type GetAccountNftsErrorType,
  type GetAccountNftsParameters,
  type GetAccountNftsReturnType,
  getAccountNfts,
} from '../actions/getAccountNfts.js'
export {
  type GetActivityErrorType,
  type GetActivityParameters,
  type GetActivityReturnType,
  getActivity,
} from '../actions/getActivity.js'
export {
  type GetAdapterErrorType,
  type GetAdapterParameters,
  type GetAdapterReturnType,
  getAdapter,
} from '../actions/getAdapter.js'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '../actions/getBalance.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/getCapabilities.js'
export {
  type GetConnectorsErrorType,
  type GetConnectorsReturnType,
  getConnectors,
} from '../actions/getConnectors.js'
export {
  type GetConnectStepErrorType,
  type GetConnectStepReturnType,
  getConnectStep,
} from '../actions/getConnectStep.js'
export {
  type GetEmbeddedDevicesErrorType,
  type GetEmbeddedDevicesParameters,
  type GetEmbeddedDevicesReturnType,
  getEmbeddedDevices,
} from '../actions/getEmbeddedDevices.js'
export {
  type GetEmbeddedPasskeysErrorType,
  type GetEmbeddedPasskeysParameters,
  type GetEmbeddedPasskeysReturnType,
  getEmbeddedPasskeys,
} from '../actions/getEmbeddedPasskeys.js'
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../actions/getIdentity.js'
export {
  type GetLocaleErrorType,
  type GetLocaleReturnType,
  getLocale,
} from '../actions/getLocale.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from '../actions/getNameSuggestions.js'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from '../actions/getNamesForAddress.js'
export {
  type GetNetworkErrorType,
  type GetNetworkParameters,
  type GetNetworkReturnType,
  getNetwork,
} from '../actions/getNetwork.js'
export {
  type GetNetworksErrorType,
  type GetNetworksReturnType,
  getNetworks,
} from '../actions/getNetworks.js'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsParameters,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from '../actions/getOnrampOptions.js'
export {
  type GetOnrampPurchaseErrorType,
  type GetOnrampPurchaseParameters,
  type GetOnrampPurchaseReturnType,
  getOnrampPurchase,
  type OnrampPurchaseKey,
} from '../actions/getOnrampPurchase.js'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from '../actions/getOnrampQuote.js'
export {
  type GetOnrampQuotesErrorType,
  type GetOnrampQuotesParameters,
  type GetOnrampQuotesReturnType,
  getOnrampQuotes,
} from '../actions/getOnrampQuotes.js'
export {
  type GetPermissionsErrorType,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
} from '../actions/getPermissions.js'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
} from '../actions/getSwapQuote.js'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
} from '../actions/getSwapTokens.js'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from '../actions/getTokenBalances.js'
export {
  type GetWalletsErrorType,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../actions/getWallets.js'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '../actions/grantPermissions.js'
export {
  type HideToastErrorType,
  type HideToastParameters,
  type HideToastReturnType,
  hideToast,
} from '../actions/hideToast.js'
export {
  type MaxSendAmountErrorType,
  type MaxSendAmountParameters,
  type MaxSendAmountReturnType,
  maxSendAmount,
} from '../actions/maxSendAmount.js'
export {
  type MaxSwapAmountErrorType,
  type MaxSwapAmountParameters,
  type MaxSwapAmountReturnType,
  maxSwapAmount,
} from '../actions/maxSwapAmount.js'
export {
  type NetworkImageUrlErrorType,
  type NetworkImageUrlParameters,
  type NetworkImageUrlReturnType,
  networkImageUrl,
} from '../actions/networkImageUrl.js'
export {
  type OpenModalErrorType,
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
} from '../actions/openModal.js'
export {
  type PayErrorType,
  type PayParameters,
  type PayResult,
  type PayReturnType,
  pay,
} from '../actions/pay.js'
export {
  type ReconnectErrorType,
  type ReconnectReturnType,
  reconnect,
} from '../actions/reconnect.js'
export {
  type RefreshBalancesErrorType,
  type RefreshBalancesParameters,
  type RefreshBalancesReturnType,
  refreshBalances,
} from '../actions/refreshBalances.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from '../actions/registerName.js'
export {
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from '../actions/resolveName.js'
export {
  type RevokeEmbeddedDeviceErrorType,
  type RevokeEmbeddedDeviceParameters,
  type RevokeEmbeddedDeviceReturnType,
  revokeEmbeddedDevice,
} from '../actions/revokeEmbeddedDevice.js'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '../actions/revokePermissions.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls.js'
export {
  type SendTokensErrorType,
  type SendTokensParameters,
  type SendTokensReturnType,
  sendTokens,
} from '../actions/sendTokens.js'
export {
  type SetLocaleErrorType,
  type SetLocaleParameters,
  type SetLocaleReturnType,
  setLocale,
} from '../actions/setLocale.js'
export {
  type AccountType,
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
export {
  type SetThemeModeErrorType,
  type SetThemeModeParameters,
  type SetThemeModeReturnType,
  setThemeMode,
} from '../actions/setThemeMode.js'
export {
  type SetThemeVariablesErrorType,
  type SetThemeVariablesParameters,
  type SetThemeVariablesReturnType,
  setThemeVariables,
} from '../actions/setThemeVariables.js'
export {
  type ShowToastErrorType,
  type ShowToastParameters,
  type ShowToastReturnType,
  showToast,
} from '../actions/showToast.js'
export { type SignInErrorType, type SignInReturnType, signIn } from '../actions/signIn.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.js'
export { type SignOutErrorType, type SignOutReturnType, signOut } from '../actions/signOut.js'
export {
  type StartOnrampErrorType,
  type StartOnrampParameters,
  type StartOnrampReturnType,
  startOnramp,
} from '../actions/startOnramp.js'
export {
  type SwapErrorType,
  type SwapParameters,
  type SwapReturnType,
  swap,
} from '../actions/swap.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail.js'
export {
  type VerifyMessageErrorType,
  type VerifyMessageParameters,
  type VerifyMessageReturnType,
  verifyMessage,
} from '../actions/verifyMessage.js'
export {
  type WalletImageUrlErrorType,
  type WalletImageUrlParameters,
  type WalletImageUrlReturnType,
  walletImageUrl,
} from '../actions/walletImageUrl.js'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from '../actions/watchAccount.js'
export {
  type WatchConnectorsErrorType,
  type WatchConnectorsParameters,
  type WatchConnectorsReturnType,
  watchConnectors,
} from '../actions/watchConnectors.js'
export {
  type WatchNetworkErrorType,
  type WatchNetworkParameters,
  type WatchNetworkReturnType,
  watchNetwork,
} from '../actions/watchNetwork.js'
export {
  type WatchStateErrorType,
  type WatchStateParameters,
  type WatchStateReturnType,
  watchState,
} from '../actions/watchState.js'
export type { EmailChangeStep, EmbeddedDevice, EmbeddedPasskey } from '../adapter.js'
export type { SwapQuote, SwapToken } from '../api/convertSchemas.js'
export { WALLET_SEARCH_MAX_LENGTH } from '../api/limits.js'
export type {
  HistoryItem,
  Identity,
  NameRecord,
  NameSuggestions,
  Nft,
  OnrampOptions,
  OnrampPurchase,
  OnrampQuote,
  TokenBalance,
  WalletListEntry,
  WalletsResponse,
} from '../api/schemas.js'
export type {
  CallsStatus,
  GrantedPermission,
  PermissionRequest,
  WalletCall,
} from '../calls/types.js'
export type { ConnectListItem, ConnectorGroup } from '../connectList.js'
export type { ConnectAnswer, ConnectStep, SocialLogin, WalletPage } from '../connectors/flow.js'
export type { Connector, ConnectorType } from '../connectors/types.js'
export { constants } from '../constantsNamespace.js'
export { createFoyer, type Foyer } from '../createFoyer.js'
export { canSwitchAccountType } from '../embeddedWallet/accountSwitch.js'
export { ApiRequestError } from '../errors/api.js'
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export {
  CallsNotSupportedError,
  InvalidCallsError,
  PermissionsNotSupportedError,
  SmartAccountNotEnabledError,
} from '../errors/calls.js'
export {
  AdapterNotFoundError,
  ConnectAbortedError,
  NotConnectedError,
  ProviderMissingError,
} from '../errors/connection.js'
export { ServiceNotConfiguredError } from '../errors/data.js'
export {
  ActivityUnavailableError,
  NftsUnavailableError,
  TokenBalanceUnavailableError,
} from '../errors/dataUnavailable.js'
export { InvalidCaipAddressError, InvalidNumberError } from '../errors/format.js'
export {
  InvalidChainIdError,
  InvalidNameError,
  NameRegistrationUnreadyError,
  NameServiceError,
} from '../errors/names.js'
export { NodeError } from '../errors/nodeErrors.js'
export { OnrampError } from '../errors/onramp.js'
export { OptionsError, SiweAndSiwxError } from '../errors/options.js'
export { PayError } from '../errors/pay.js'
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcCodeError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnrecognizedChainError,
  UnsupportedCapabilityError,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
} from '../errors/rpcCodes.js'
export { SendError } from '../errors/send.js'
export { SignatureDeclinedError, SignInInitError, SignInRefusedError } from '../errors/signIn.js'
export { SwapError, type SwapErrorCode } from '../errors/swap.js'
export {
  MethodNotAllowedError,
  RequestAbortedError,
  TransactionFailedError,
  UserRejectedRequestError,
} from '../errors/wallet.js'
export {
  AccountNotFoundError,
  CapabilityNotSupportedError,
  ConnectorNotFoundError,
  DisconnectError,
  InvalidEmailError,
  NetworkNotFoundError,
  NetworkSwitchDisabledError,
  NoConnectStepError,
} from '../errors/walletActions.js'
export { NoApprovedNetworkError, RelayUnreachableError } from '../errors/walletConnect.js'
export { ChainNotSupportedError, WalletRequestError } from '../errors/walletFailure.js'
export type { FoyerEvent, TimedFoyerEvent } from '../events.js'
export {
  type DisplayText,
  type KeyedText,
  type MessageValues,
  renderText,
} from '../messages/displayText.js'
export {
  DEVELOPER_TEXT_KEYS,
  en,
  formatMessage,
  type LocaleMessages,
  type MessageKey,
  type Messages,
} from '../messages/en.js'
export { englishOf } from '../messages/englishText.js'
export { LOCALES, type LocaleDefinition } from '../messages/locales.js'
export { DEFAULT_SOCIALS, FEATURE_DEFAULTS } from '../options/defaults.js'
export type {
  AppMetadata,
  ConnectMethod,
  CustomWallet,
  Features,
  FoyerOptions,
  ResolvedOptions,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '../options/types.js'
export { parsePayment } from '../pay/parsePayment.js'
export type { Payment } from '../pay/types.js'
export type { AccountPagesQueryParameters } from '../query/accountPages.js'
export { approveSwapMutationOptions } from '../query/approveSwap.js'
export { confirmEmailChangeMutationOptions } from '../query/confirmEmailChange.js'
export { connectMutationOptions } from '../query/connect.js'
export { disconnectMutationOptions } from '../query/disconnect.js'
export {
  embeddedDevicesQueryOptions,
  getEmbeddedDevicesQueryOptions,
  revokeEmbeddedDeviceMutationOptions,
} from '../query/embeddedDevices.js'
export {
  addEmbeddedPasskeyMutationOptions,
  embeddedPasskeysQueryOptions,
  getEmbeddedPasskeysQueryOptions,
} from '../query/embeddedPasskeys.js'
export {
  type EstimateSendFeeQueryParameters,
  estimateSendFeeQueryOptions,
} from '../query/estimateSendFee.js'
export {
  type GetAccountNftsQueryParameters,
  getAccountNftsInfiniteQueryOptions,
} from '../query/getAccountNfts.js'
export { getAccountTokensQueryOptions } from '../query/getAccountTokens.js'
export {
  type GetActivityQueryParameters,
  getActivityInfiniteQueryOptions,
} from '../query/getActivity.js'
export { type GetBalanceQueryParameters, getBalanceQueryOptions } from '../query/getBalance.js'
export { callsStatusQueryOptions, getCallsStatusQueryOptions } from '../query/getCallsStatus.js'
export {
  type GetCapabilitiesQueryParameters,
  getCapabilitiesQueryOptions,
} from '../query/getCapabilities.js'
export { getIdentityQueryOptions } from '../query/getIdentity.js'
export { getNameSuggestionsQueryOptions } from '../query/getNameSuggestions.js'
export { getNamesForAddressQueryOptions } from '../query/getNamesForAddress.js'
export {
  getOnrampOptionsQueryOptions,
  onrampOptionsQueryOptions,
} from '../query/getOnrampOptions.js'
export {
  getOnrampPurchaseQueryOptions,
  onrampPurchaseQueryOptions,
} from '../query/getOnrampPurchase.js'
export {
  type GetOnrampQuoteQueryParameters,
  getOnrampQuoteQueryOptions,
  onrampQuoteQueryOptions,
} from '../query/getOnrampQuote.js'
export {
  type GetOnrampQuotesQueryParameters,
  getOnrampQuotesQueryOptions,
  onrampQuotesQueryOptions,
} from '../query/getOnrampQuotes.js'
export { getPermissionsQueryOptions, permissionsQueryOptions } from '../query/getPermissions.js'
export {
  type GetSwapQuoteQueryParameters,
  getSwapQuoteQueryOptions,
} from '../query/getSwapQuote.js'
export {
  type GetSwapTokensQueryParameters,
  getSwapTokensQueryOptions,
} from '../query/getSwapTokens.js'
export { getTokenBalancesQueryOptions } from '../query/getTokenBalances.js'
export { type GetWalletsQueryParameters, getWalletsQueryOptions } from '../query/getWallets.js'
export { grantPermissionsMutationOptions } from '../query/grantPermissions.js'
export { payMutationOptions } from '../query/pay.js'
export { registerNameMutationOptions } from '../query/registerName.js'
export { resolveNameQueryOptions } from '../query/resolveName.js'
export { revokePermissionsMutationOptions } from '../query/revokePermissions.js'
export { sendCallsMutationOptions } from '../query/sendCalls.js'
export { sendTokensMutationOptions } from '../query/sendTokens.js'
export { setPreferredAccountTypeMutationOptions } from '../query/setPreferredAccountType.js'
export { signInMutationOptions, signOutMutationOptions } from '../query/signIn.js'
export { signMessageMutationOptions } from '../query/signMessage.js'
export { startOnrampMutationOptions } from '../query/startOnramp.js'
export { swapMutationOptions } from '../query/swap.js'
export { switchNetworkMutationOptions } from '../query/switchNetwork.js'
export { updateEmailMutationOptions } from '../query/updateEmail.js'
export { validateSend } from '../send/validateSend.js'
export type {
  SiweConfig,
  SiweCreateMessageArgs,
  SiweMessageParams,
  SiweSession,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxMessenger,
  SiwxSession,
  SiwxStorage,
  SiwxVerifier,
} from '../siwx/types.js'
export type {
  AccountEntry,
  AccountState,
  Alert,
  ConnectedWalletInfo,
  ConnectFlowState,
  ConnectionStatus,
  FoyerState,
  LocaleState,
  NameRegistration,
  NetworkState,
  OnrampPurchaseRef,
  OnrampState,
  PayState,
  PendingTransaction,
  SendState,
  SendToken,
  SignInState,
  SwapState,
  Toast,
} from '../state/types.js'
export type { SwapInput } from '../swap/swapInput.js'
export { validateSwap } from '../swap/validateSwap.js'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  DEFAULT_ACCOUNT_TYPES,
  KNOWN_NAMESPACES,
  NAMESPACE_NAMES,
  type Namespace,
} from '../types/caip.js'
export { type OAuthProvider, SOCIAL_PROVIDER_NAMES } from '../types/social.js'
export { isEmail } from '../utils/email.js'
export {
  IntegerOutOfRangeError,
  InvalidBase64Error,
  SizeExceedsPaddingError,
  SizeOverflowError,
} from '../utils/encoding.js'
export { formatBalance, formatDecimal, truncateDecimals } from '../utils/format.js'
export { formatMoney, formatNumber, formatUsd } from '../utils/formatMoney.js'
export { minimumOut } from '../utils/minimumOut.js'
export { coinTypeOfChain, isValidNameLabel } from '../utils/names.js'
export { truncateAddress } from '../utils/truncateAddress.js'
export { formatUnits, parseUnits } from '../utils/units.js'
export {
  isCaipAddress,
  isEvmAddress,
  isKnownNamespace,
  isSolanaAddress,
  isTransactionHash,
  parseCaipAddress,
} from '../utils/validate.js'
export { validateAmount } from '../utils/validateAmount.js'
export type { PairingWallet, ViewArguments, ViewName } from '../views.js'
