// @foyer/core/internal: PRIVATE. What only Foyer's own packages (the modal in @foyer/react, the adapters,
// @foyer/appkit) use: the modal's form setters and slices, the router, the approvals' answers, toasts,
// and the helpers of one view. No semver promise: a host that imports it breaks on any release.

export { toSendToken } from '../actions/accountTokens.js'
export { approveRequest, getCurrentApproval, rejectRequest } from '../actions/answerApproval.js'
export { abortPendingApprovals, refuseRequest } from '../actions/approvals.js'
export { WALLETS_PAGE_SIZE, WALLETS_SEARCH_SIZE } from '../actions/getWallets.js'
export { legalCheckboxShown, setLegalAccepted } from '../actions/legal.js'
export { goBack, type OpenViewParameters, pushView, resetView } from '../actions/viewStack.js'
export {
  type ActivityGroup,
  activityQuantity,
  amountSign,
  groupActivity,
  isSpam,
  visibleActivity,
} from '../activity.js'
export type { ApprovalRequest } from '../approvals/types.js'
export { buildConnectList, CONNECTOR_GROUP_ORDER, connectMethodsOrder } from '../connectList.js'
export { MODAL_WIDTH_PX, SHAKE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from '../constants.js'
export { enBeforeModal } from '../messages/enBeforeModal.js'
export { registerEnglishCatalogue } from '../messages/englishCatalogue.js'
export { clearNameRegistration, startNameRegistration } from '../names/nameRegistrationFlow.js'
export { isAddressFor, walletBrowseLink } from '../namespaces/familyRules.js'
export { supports } from '../namespaces/supports.js'
export { NAMESPACES, type NamespaceFeature, type NamespaceInfo } from '../namespaces/table.js'
export { limitsWords, onrampAmountText } from '../onramp/amountText.js'
export {
  FALLBACK_ONRAMP_LIMITS,
  type OnrampLimits,
  onrampAmountProblem,
  onrampLimits,
  providerFee,
} from '../onramp/limits.js'
export { resetOnramp, updateOnramp } from '../onramp/onrampSlice.js'
export { isOnrampRestricted, RESTRICTED_TIME_ZONES } from '../onramp/restricted.js'
export { resolveOptions } from '../options/resolveOptions.js'
export { endPay } from '../pay/paySlice.js'
export { followPayPurchase, payFromWallet, payThroughOnramp } from '../pay/paySteps.js'
export { balanceLabel } from '../query/balanceLabel.js'
export { retryDelay, shouldRetry } from '../query/createQueryClient.js'
export { CALLS_STATUS_POLL_MS } from '../query/getCallsStatus.js'
export { ONRAMP_PURCHASE_POLL_MS } from '../query/getOnrampPurchase.js'
export { WALLET_IMAGE_PRELOAD_COUNT } from '../query/getWallets.js'
export { initialView, routeTo, type ViewArgumentsParameter } from '../router.js'
export { viewArguments } from '../routerHistory.js'
export { looksLikeName, nameAddressFor } from '../send/receiverName.js'
export { resetSend, updateSend } from '../send/sendSlice.js'
export type {
  ApprovalSlice,
  ConnectionSlice,
  ConsentSlice,
  LocaleSlice,
  ModalSlice,
  NamesSlice,
  OnrampSlice,
  PaySlice,
  RouterState,
  SendSlice,
  SwapSlice,
  TokensSlice,
} from '../state/types.js'
export { isNativeSwapToken } from '../swap/swapInput.js'
export { flipSwap, resetSwap, updateSwap } from '../swap/swapSlice.js'
export type { FoyerContext } from '../types/instance.js'
export { preloadImages } from '../utils/preloadImages.js'
export { type Route, VIEW_NEEDS, type ViewNeeds, viewUnavailable } from '../views.js'
export { isPairingExpired, pairingExpiry, walletPairingLink } from '../walletconnect/pairing.js'
