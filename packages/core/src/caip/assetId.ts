import type { CaipNamespaceOf, CaipNetworkIdParts } from './networkId.js'
import {
  ASSET_NAMESPACE,
  ASSET_REFERENCE,
  caipParts,
  NAMESPACE,
  parses,
  REFERENCE,
  TOKEN_ID,
} from './parts.js'

/**
 * A CAIP-19 asset id in parts: its network's (CAIP-2), the asset's namespace and reference (`erc20` and
 * the contract, `slip44` and the coin type), and for one item of a collection its token id.
 */
export type CaipAssetIdParts<N extends string = string> = CaipNetworkIdParts<N> & {
  assetNamespace: string
  assetReference: string
  tokenId?: string | undefined
}

const ASSET_TYPE = [NAMESPACE, REFERENCE, ASSET_NAMESPACE, ASSET_REFERENCE]

/**
 * The parts of a CAIP-19 asset type (`namespace:reference/assetNamespace:assetReference`) or asset id
 * (the same and `/tokenId`), or an InvalidCaipIdError saying what is wrong.
 */
export function parseCaipAssetId<T extends string>(value: T): CaipAssetIdParts<CaipNamespaceOf<T>> {
  const withToken = typeof value === 'string' && value.split('/').length === 3
  const [namespace, reference, assetNamespace, assetReference, tokenId] = withToken
    ? caipParts('CAIP-19', value, ':/:/', [...ASSET_TYPE, TOKEN_ID])
    : caipParts('CAIP-19', value, ':/:', ASSET_TYPE)
  return { namespace, reference, assetNamespace, assetReference, tokenId } as CaipAssetIdParts<
    CaipNamespaceOf<T>
  >
}

/** Whether `value` is a CAIP-19 asset type or asset id. */
export function isCaipAssetId(value: unknown): value is `${string}:${string}/${string}:${string}` {
  return parses(parseCaipAssetId, value)
}

/** The CAIP-19 asset type of these parts, or asset id when they have a token id. */
export function formatCaipAssetId<N extends string>(
  parts: CaipAssetIdParts<N>,
): `${N}:${string}/${string}:${string}` {
  const { namespace, reference, assetNamespace, assetReference, tokenId } = parts
  const type = `${namespace}:${reference}/${assetNamespace}:${assetReference}` as const
  const id = tokenId === undefined ? type : (`${type}/${tokenId}` as const)
  parseCaipAssetId(id)
  return id
}
