// @foyer/embedded: the host's side of the embedded wallet — its channel to the frame and its EIP-1193
// provider — and the protocol both sides check messages against.
export { embeddedAccountActions } from '../host/accountActions.js'
export { runEmailLogin } from '../host/emailLogin.js'
export {
  EMBEDDED_WALLET_SESSION,
  type EmbeddedWalletHub,
  type EmbeddedWalletSession,
} from '../host/embeddedWalletHub.js'
export {
  type EmbeddedAlertCode,
  EmbeddedWalletError,
  isPasskeyRequired,
} from '../host/errors.js'
export {
  createEmbeddedEvmProvider,
  type EmbeddedEvmProvider,
  type EmbeddedEvmProviderOptions,
} from '../host/evmProvider.js'
export { approveInWallet } from '../host/frameApproval.js'
export { runPasskeySignIn } from '../host/passkeyLogin.js'
export { listPasskeys, type PasskeyCeremony, runPasskeyCeremony } from '../host/passkeys.js'
export { runSocialLogin, type SocialLoginResult } from '../host/socialLogin.js'
export { RESULT_PARAMETER, returnUrl, takeSocialReturn } from '../host/socialReturn.js'
export {
  createFrameTransport,
  type FrameTransport,
  type FrameTransportOptions,
} from '../host/transport.js'
export {
  EMAIL_RESEND_COOLDOWN_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_PAUSE_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  HANDSHAKE_TYPE,
  PASSKEY_REQUIRED_CODE,
  PROTOCOL_VERSION,
} from '../protocol/constants.js'
export {
  APP_EVENT_TYPES,
  APP_EVENTS,
  type AppEventPayload,
  type AppEventResult,
  type AppEventType,
  type AppMessage,
  type FrameMessage,
  isRefusal,
  parseAppMessage,
  parseFrameMessage,
} from '../protocol/messages.js'
export { classifyEvmMethod, EVM_READ_METHODS, EVM_SIGNING_METHODS } from '../protocol/rpcMethods.js'
export { summarizeEvmRequest } from '../summary/evmSummary.js'
export { summarizeSolanaMessage, summarizeSolanaTransaction } from '../summary/solanaSummary.js'
