import { getIdentity } from '../actions/getIdentity.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for an address's name and avatar, cached 5 min (SPEC §9). */
export function getIdentityQueryOptions(
  foyer: FoyerContext,
  { address }: { address: string | undefined },
) {
  return {
    queryKey: ['foyer', 'identity', address] as const,
    queryFn: () => getIdentity(foyer, { address: address as string }),
    staleTime: CACHE_TIME.identity,
    enabled: !!address && !!foyer.api,
  }
}
