// @foyer/core/caip: CAIP-2 network ids, CAIP-10 account ids and CAIP-19 asset ids, parsed and formatted
// (pure, no state), shared by hosts, adapters, the modal and the services.

export {
  type CaipAccountIdParts,
  formatCaipAccountId,
  isCaipAccountId,
  parseCaipAccountId,
} from '../caip/accountId.js'
export {
  type CaipAssetIdParts,
  formatCaipAssetId,
  isCaipAssetId,
  parseCaipAssetId,
} from '../caip/assetId.js'
export {
  type CaipNamespaceOf,
  type CaipNetworkIdParts,
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from '../caip/networkId.js'
export { type CaipStandard, InvalidCaipIdError } from '../errors/caip.js'
