import { getCapabilities } from '../actions/getCapabilities.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetCapabilitiesQueryParameters = {
  /** The connected address: another account asks again (its wallet may differ); off without one. */
  address: string | undefined
  /** The connected network; its namespace is the one asked. Off without one. */
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * Query options for what the connected wallet can do (EIP-5792). Kept while the account and network stay
 * (the key holds both); not retried: a wallet that cannot batch will not learn to on a retry.
 */
export function getCapabilitiesQueryOptions(
  foyer: FoyerContext,
  { address, caipNetworkId }: GetCapabilitiesQueryParameters,
) {
  return {
    queryKey: ['foyer', 'capabilities', caipNetworkId, address] as const,
    queryFn: () =>
      getCapabilities(foyer, {
        namespace: caipNetworkId ? parseCaipNetworkId(caipNetworkId).namespace : undefined,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: !!address && !!caipNetworkId,
  }
}
