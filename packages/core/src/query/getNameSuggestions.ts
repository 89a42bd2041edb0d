import {
  type GetNameSuggestionsParameters,
  getNameSuggestions,
} from '../actions/getNameSuggestions.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'
import { isValidNameLabel } from '../utils/names.js'

// Lookups are cached 5 min (SPEC §9 'ENS') and not retried (a name the service cannot look up is simply not
// shown).

/** Suggestions for a label the visitor typed (only for a label SPEC §5 allows). */
export function getNameSuggestionsQueryOptions(
  foyer: FoyerContext,
  { name }: Partial<GetNameSuggestionsParameters>,
) {
  const label = name?.trim().toLowerCase() ?? ''
  return {
    queryKey: ['foyer', 'nameSuggestions', label] as const,
    queryFn: () => getNameSuggestions(foyer, { name: label }),
    staleTime: CACHE_TIME.ens,
    enabled: !!foyer.api && isValidNameLabel(label),
    retry: false,
  }
}
