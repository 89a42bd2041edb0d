import { getAccountTokens } from '../actions/accountTokens.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Query options for the connected account's tokens on its network, cached 30 s (SPEC §9 portfolio). No
 * automatic retries: a failure blocks new attempts for 30 s instead (SPEC §4).
 */
export function getAccountTokensQueryOptions(
  foyer: FoyerContext,
  { address, caipNetworkId }: { address: string | undefined; caipNetworkId: string | undefined },
) {
  return {
    queryKey: ['foyer', 'accountTokens', address, caipNetworkId] as const,
    queryFn: () => getAccountTokens(foyer),
    staleTime: CACHE_TIME.portfolio,
    retry: false,
    enabled: !!address && !!caipNetworkId && !!foyer.api,
  }
}
