import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type NetworkImageUrlReturnType = string | undefined
/** It does not throw. */
export type NetworkImageUrlErrorType = never

/** The arguments after the instance. */
export type NetworkImageUrlParameters = [caipNetworkId: CaipNetworkId]

/**
 * The URL of a network's image (the wallet service's `/public/getAssetImage/{CAIP-2 id}`, SPEC §7), for
 * `<img src>`; undefined without the service, where the modal draws the network's initial instead.
 */
export function networkImageUrl(
  foyer: FoyerContext,
  caipNetworkId: CaipNetworkId,
): string | undefined {
  return foyer.api?.url(`/public/getAssetImage/${encodeURIComponent(caipNetworkId)}`)
}
