import { type GetOnrampQuotesParameters, getOnrampQuotes } from '../actions/getOnrampQuotes.js'
import { onrampQueriesEnabled } from '../onramp/onrampApi.js'
import type { FoyerContext } from '../types/instance.js'
import { ONRAMP_QUOTE_TIMING } from './getOnrampQuote.js'

export type GetOnrampQuotesQueryParameters = GetOnrampQuotesParameters & {
  /** False holds the query (an amount still being typed). */
  enabled?: boolean | undefined
}

/** Query options for every provider's quote, best first (timing: `ONRAMP_QUOTE_TIMING`). */
export function getOnrampQuotesQueryOptions(
  foyer: FoyerContext,
  { enabled = true, ...parameters }: GetOnrampQuotesQueryParameters,
) {
  const { options: _, ...key } = parameters
  return {
    queryKey: ['foyer', 'onramp', 'quotes', key] as const,
    queryFn: () => getOnrampQuotes(foyer, parameters),
    ...ONRAMP_QUOTE_TIMING,
    enabled: onrampQueriesEnabled(foyer) && enabled && parameters.providers.length > 0,
  }
}

/** @deprecated Renamed `getOnrampQuotesQueryOptions` (named after its action); kept for one release. */
export const onrampQuotesQueryOptions = getOnrampQuotesQueryOptions
