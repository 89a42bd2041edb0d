import {
  type GetNameSuggestionsParameters,
  type GetNamesForAddressParameters,
  getNameSuggestions,
  getNamesForAddress,
  type ResolveNameParameters,
  resolveName,
} from '../actions/nameLookups.js'
import { type RegisterNameParameters, registerName } from '../actions/registerName.js'
import { CACHE_TIME } from '../constants.js'
import type { FoyerContext } from '../types/instance.js'
import { isValidNameLabel } from '../utils/names.js'

// Wallet names' query and mutation options: lookups cached 5 min (SPEC §9 'ENS'), not retried (a name the
// service cannot look up is simply not shown).

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

/** Mutation options for registering a name for the connected EVM account. */
export function registerNameMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'registerName'] as const,
    mutationFn: (parameters: RegisterNameParameters) => registerName(foyer, parameters),
  }
}
