import type { NameRecord, NameSuggestions } from '../api/schemas.js'
import { NameServiceError } from '../errors/names.js'
import type { FoyerContext } from '../types/instance.js'

// The names service's lookups (SPEC §7 /v1/profile/*). Each fails with SPEC §8's text and the service's
// first reason as details; without the service there is nothing to find.

export type ResolveNameParameters = { name: string }
export type ResolveNameReturnType = NameRecord | null

/**
 * The record of a full name (`alice.foyer.id`): its addresses by coin type; null when unregistered (a
 * query's data cannot be undefined).
 */
export async function resolveName(
  foyer: FoyerContext,
  { name }: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  if (!foyer.api) return null
  try {
    return await foyer.api.request(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      'nameRecord',
      {
        query: { apiVersion: 2 },
      },
    )
  } catch (cause) {
    if ((cause as { status?: number }).status === 404) return null
    throw new NameServiceError('nameResolveFailed', cause)
  }
}

export type GetNamesForAddressParameters = { address: string }
export type GetNamesForAddressReturnType = NameRecord[]

/** The names registered to an address (reverse lookup), the current suffix's first. */
export async function getNamesForAddress(
  foyer: FoyerContext,
  { address }: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  if (!foyer.api) return []
  try {
    return await foyer.api.request(`/v1/profile/reverse/${address}`, 'nameRecords')
  } catch (cause) {
    throw new NameServiceError('namesForAddressFailed', cause)
  }
}

export type GetNameSuggestionsParameters = { name: string }
export type GetNameSuggestionsReturnType = NameSuggestions['suggestions']

/**
 * The name asked for and variants under the service's current suffix, each with whether it is
 * registered; the first is the one asked for.
 */
export async function getNameSuggestions(
  foyer: FoyerContext,
  { name }: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  if (!foyer.api) return []
  try {
    const answer = await foyer.api.request(
      `/v1/profile/suggestions/${encodeURIComponent(name)}`,
      'nameSuggestions',
    )
    return answer.suggestions
  } catch (cause) {
    throw new NameServiceError('nameSuggestionsFailed', cause)
  }
}
