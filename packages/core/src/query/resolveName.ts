import { type ResolveNameParameters, resolveName } from '../actions/resolveName.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'

// Lookups are cached 5 min (SPEC §9 'ENS') and not retried (a name the service cannot look up is simply not
// shown).

/** The record of a full name. */
export function resolveNameQueryOptions(
  foyer: FoyerContext,
  { name }: Partial<ResolveNameParameters>,
) {
  return {
    queryKey: ['foyer', 'resolveName', name?.toLowerCase()] as const,
    queryFn: () => resolveName(foyer, { name: name as string }),
    staleTime: CACHE_TIME.ens,
    enabled: !!foyer.api && !!name,
    retry: false,
  }
}
