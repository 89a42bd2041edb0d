import {
  ASSET_NAMESPACE,
  ASSET_REFERENCE,
  type CaipPart,
  caipValues,
  NAMESPACE,
  REFERENCE,
  TOKEN_ID,
} from './grammar.js'
import { invalidCaipId } from './invalidCaipId.js'
import type { CaipNamespaceOf, CaipNetworkIdParts } from './read.js'

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
const ASSET_ID = [...ASSET_TYPE, TOKEN_ID]

/** The separators and parts `value` is meant to have: an asset id's when it has a token id, else a type's. */
function shapeOf(value: unknown): [string, CaipPart[]] {
  return typeof value === 'string' && value.split('/').length === 3
    ? [':/:/', ASSET_ID]
    : [':/:', ASSET_TYPE]
}

/**
 * The parts of a CAIP-19 asset type (`namespace:reference/assetNamespace:assetReference`) or asset id
 * (the same and `/tokenId`), or an InvalidCaipIdError saying what is wrong.
 */
export function parseCaipAssetId<T extends string>(value: T): CaipAssetIdParts<CaipNamespaceOf<T>> {
  const shape = shapeOf(value)
  const [namespace, reference, assetNamespace, assetReference, tokenId] =
    caipValues(value, ...shape) ?? invalidCaipId('CAIP-19', value, ...shape)
  return { namespace, reference, assetNamespace, assetReference, tokenId } as CaipAssetIdParts<
    CaipNamespaceOf<T>
  >
}

/** Whether `value` is a CAIP-19 asset type or asset id. */
export function isCaipAssetId(value: unknown): value is `${string}:${string}/${string}:${string}` {
  return caipValues(value, ...shapeOf(value)) !== undefined
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
