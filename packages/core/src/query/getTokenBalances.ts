import { getTokenBalances } from '../actions/getTokenBalances.js'
import { CACHE_TIME } from '../constants.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for an address's token balances, cached 30 s (SPEC §9 portfolio). */
export function getTokenBalancesQueryOptions(
  foyer: FoyerContext,
  {
    address,
    caipNetworkId,
  }: { address: string | undefined; caipNetworkId?: CaipNetworkId | undefined },
) {
  return {
    queryKey: ['foyer', 'tokenBalances', address, caipNetworkId] as const,
    queryFn: () => getTokenBalances(foyer, { address: address as string, caipNetworkId }),
    staleTime: CACHE_TIME.portfolio,
    enabled: !!address && !!foyer.api,
  }
}
