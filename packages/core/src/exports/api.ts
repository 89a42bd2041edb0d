// @foyer/core/api: service response schemas, shared by the client and the services (pure, no state).

export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  createApiClient,
  SDK_TYPE,
  SDK_VERSION,
} from '../api/client.js'
export { GATEWAY_MAX_BATCH, WALLET_SEARCH_MAX_LENGTH } from '../api/limits.js'
export { isOriginAllowed, originEntryError } from '../api/origins.js'
export {
  fromBase64Url,
  passkeyChallenge,
  passkeyKeyDigest,
  passkeyStatement,
  toBase64Url,
} from '../api/passkeyProof.js'
export * from '../api/schemas.js'
export {
  createUnwrapKey,
  WRAP_KEY,
  type WrappedSecret,
  wrapSecret,
} from '../api/shareWrap.js'
export { SPONSORSHIP_TOKEN_EXPIRED } from '../api/sponsorship.js'
export { ApiRequestError } from '../errors/api.js'
export {
  NAME_LABEL_MAX_LENGTH,
  NAME_LABEL_MIN_LENGTH,
  nameLabelProblem,
} from '../names/nameLabel.js'
export { EVM_READ_METHODS } from '../namespaces/evmReadMethods.js'
export { SOLANA_CLUSTER_REFERENCE, SOLANA_CLUSTERS } from '../namespaces/solanaClusters.js'
export { type OAuthProvider, SOCIAL_PROVIDER_NAMES } from '../types/social.js'
export { isPrefixedEvmAddress, PREFIXED_EVM_ADDRESS } from '../utils/address.js'
export { isEmail } from '../utils/email.js'
