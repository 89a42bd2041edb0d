import {
  type GetNamesForAddressParameters,
  getNamesForAddress,
} from '../actions/getNamesForAddress.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'

// Lookups are cached 5 min (SPEC §9 'ENS') and not retried (a name the service cannot look up is simply not
// shown).

/** The names of an address (reverse lookup); the result carries when it was read (`dataUpdatedAt`). */
export function getNamesForAddressQueryOptions(
  foyer: FoyerContext,
  { address }: Partial<GetNamesForAddressParameters>,
) {
  return {
    queryKey: ['foyer', 'namesForAddress', address?.toLowerCase()] as const,
    queryFn: () => getNamesForAddress(foyer, { address: address as string }),
    staleTime: CACHE_TIME.ens,
    enabled: !!foyer.api && !!address,
    retry: false,
  }
}
