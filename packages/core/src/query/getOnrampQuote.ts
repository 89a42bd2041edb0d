import { type GetOnrampQuoteParameters, getOnrampQuote } from '../actions/getOnrampQuote.js'
import { onrampQueriesEnabled } from '../onramp/onrampApi.js'
import type { FoyerContext } from '../types/instance.js'

export type GetOnrampQuoteQueryParameters = GetOnrampQuoteParameters & {
  /** False holds the query (an amount still being typed). */
  enabled?: boolean | undefined
}

/**
 * How long a quote is kept: 15 s (prices move), asked again every 30 s while shown; not retried: the next
 * refresh is the retry. One provider's quote and every provider's keep the same time.
 */
export const ONRAMP_QUOTE_TIMING = {
  staleTime: 15_000,
  refetchInterval: 30_000,
  retry: false,
} as const

/** Query options for one provider's quote (timing: `ONRAMP_QUOTE_TIMING`). */
export function getOnrampQuoteQueryOptions(
  foyer: FoyerContext,
  { enabled = true, ...parameters }: GetOnrampQuoteQueryParameters,
) {
  const { options: _, ...key } = parameters
  return {
    queryKey: ['foyer', 'onramp', 'quote', key] as const,
    queryFn: () => getOnrampQuote(foyer, parameters),
    ...ONRAMP_QUOTE_TIMING,
    enabled: onrampQueriesEnabled(foyer) && enabled,
  }
}

/** @deprecated Renamed `getOnrampQuoteQueryOptions` (named after its action); kept for one release. */
export const onrampQuoteQueryOptions = getOnrampQuoteQueryOptions
