import { getSwapTokens } from '../actions/getSwapTokens.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { SWAP_TOKENS_STALE_MS } from '../constants.js'
import { supports } from '../namespaces/supports.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetSwapTokensQueryParameters = {
  /** The connected address: off without one. */
  address: string | undefined
  /** The connected network: the key, and off on a namespace without swaps. */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * Query options for the tokens swappable on a network. Kept a minute; not retried (a network without swaps
 * is not going to get them on a retry). Off without the services or on a namespace without swaps.
 */
export function getSwapTokensQueryOptions(
  foyer: FoyerContext,
  { address, caipNetworkId }: GetSwapTokensQueryParameters,
) {
  const namespace = caipNetworkId ? parseCaipNetworkId(caipNetworkId).namespace : undefined
  return {
    queryKey: ['foyer', 'swap', caipNetworkId] as const,
    queryFn: () => getSwapTokens(foyer),
    staleTime: SWAP_TOKENS_STALE_MS,
    retry: false,
    enabled:
      !!address && !!foyer.api && foyer.options.features.swaps && supports(namespace, 'swaps'),
  }
}
