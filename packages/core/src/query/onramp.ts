import {
  type GetOnrampQuoteParameters,
  type GetOnrampQuotesParameters,
  getOnrampOptions,
  getOnrampPurchase,
  getOnrampQuote,
  getOnrampQuotes,
  type OnrampPurchaseKey,
  type StartOnrampParameters,
  startOnramp,
} from '../actions/onramp.js'
import type { OnrampPurchase } from '../api/schemas.js'
import { isOnrampRestricted } from '../onramp/restricted.js'
import type { FoyerContext } from '../types/instance.js'

/** How often a purchase's status is asked while it is on its way. */
export const ONRAMP_PURCHASE_POLL_MS = 2_000

const usable = (foyer: FoyerContext) =>
  !!foyer.api && foyer.options.features.onramp && !isOnrampRestricted()

/** Query options for what can be bought and through whom. Kept 5 minutes; not retried. */
export function onrampOptionsQueryOptions(foyer: FoyerContext) {
  return {
    queryKey: ['foyer', 'onramp', 'options'] as const,
    queryFn: () => getOnrampOptions(foyer),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: usable(foyer),
  }
}

/**
 * Query options for every provider's quote, best first. Kept 15 s (prices move) and asked again every
 * 30 s while shown; not retried: the next refresh is the retry.
 */
export function onrampQuotesQueryOptions(
  foyer: FoyerContext,
  { enabled = true, ...parameters }: GetOnrampQuotesParameters & { enabled?: boolean | undefined },
) {
  const { options: _, ...key } = parameters
  return {
    queryKey: ['foyer', 'onramp', 'quotes', key] as const,
    queryFn: () => getOnrampQuotes(foyer, parameters),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    enabled: usable(foyer) && enabled && parameters.providers.length > 0,
  }
}

/**
 * Query options for one provider's quote. Kept 15 s (prices move) and asked again every 30 s while shown;
 * not retried: the next refresh is the retry.
 */
export function onrampQuoteQueryOptions(
  foyer: FoyerContext,
  { enabled = true, ...parameters }: GetOnrampQuoteParameters & { enabled?: boolean | undefined },
) {
  const { options: _, ...key } = parameters
  return {
    queryKey: ['foyer', 'onramp', 'quote', key] as const,
    queryFn: () => getOnrampQuote(foyer, parameters),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    enabled: usable(foyer) && enabled,
  }
}

const SETTLED: readonly OnrampPurchase['status'][] = ['completed', 'failed', 'abandoned']

/** Query options for a started purchase: asked every 2 s until it has arrived, failed or been abandoned. */
export function onrampPurchaseQueryOptions(
  foyer: FoyerContext,
  purchase: OnrampPurchaseKey | undefined,
) {
  // Keyed by the partner user id alone: the read token is a secret, and query keys are shown by devtools.
  const partnerUserId = purchase?.partnerUserId
  return {
    queryKey: ['foyer', 'onramp', 'purchase', partnerUserId] as const,
    queryFn: () => getOnrampPurchase(foyer, purchase ?? { partnerUserId: '', readToken: '' }),
    refetchInterval: (query: { state: { data?: OnrampPurchase | undefined } }) =>
      query.state.data && SETTLED.includes(query.state.data.status)
        ? false
        : ONRAMP_PURCHASE_POLL_MS,
    retry: 3,
    enabled: !!foyer.api && !!purchase,
  }
}

/** Mutation options for starting a purchase (the checkout URL). */
export function startOnrampMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'onramp', 'start'] as const,
    mutationFn: (parameters: StartOnrampParameters) => startOnramp(foyer, parameters),
  }
}
