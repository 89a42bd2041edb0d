import { getOnrampOptions } from '../actions/getOnrampOptions.js'
import { onrampQueriesEnabled } from '../onramp/onrampApi.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for what can be bought and through whom. Kept 5 minutes; not retried. */
export function getOnrampOptionsQueryOptions(foyer: FoyerContext) {
  return {
    queryKey: ['foyer', 'onramp', 'options'] as const,
    queryFn: () => getOnrampOptions(foyer),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: onrampQueriesEnabled(foyer),
  }
}

/** @deprecated Renamed `getOnrampOptionsQueryOptions` (named after its action); kept for one release. */
export const onrampOptionsQueryOptions = getOnrampOptionsQueryOptions
