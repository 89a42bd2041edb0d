import type { NameSuggestions } from '../api/schemas.js'
import { NameServiceError } from '../errors/names.js'
import type { FoyerContext } from '../types/instance.js'

export type GetNameSuggestionsParameters = { name: string }
export type GetNameSuggestionsReturnType = NameSuggestions['suggestions']
/** SPEC §8's text, with the service's first reason as details. */
export type GetNameSuggestionsErrorType = NameServiceError

/**
 * The name asked for and variants under the service's current suffix, each with whether it is
 * registered; the first is the one asked for. None without the service.
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
