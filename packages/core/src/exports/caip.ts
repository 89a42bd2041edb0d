// @foyer/core/caip: CAIP-2 network ids, CAIP-10 account ids and CAIP-19 asset ids, parsed and formatted
// (pure, no state), shared by hosts, adapters, the modal and the services.

export { formatCaipAccountId, isCaipAccountId, parseCaipAccountId } from '../caip/accountId.js'
export {
  type CaipAssetIdParts,
  formatCaipAssetId,
  isCaipAssetId,
  parseCaipAssetId,
} from '../caip/assetId.js'
export { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '../caip/networkId.js'
export {
  type CaipAccountIdParts,
  type CaipNamespaceOf,
  type CaipNetworkIdParts,
  readCaipAccountId,
  readCaipNetworkId,
} from '../caip/read.js'
export { type CaipStandard, InvalidCaipIdError } from '../errors/caip.js'
