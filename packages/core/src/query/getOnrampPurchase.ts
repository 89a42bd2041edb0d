import {
  type GetOnrampPurchaseParameters,
  type GetOnrampPurchaseReturnType,
  getOnrampPurchase,
} from '../actions/getOnrampPurchase.js'
import type { OnrampPurchase } from '../api/schemas.js'
import type { FoyerContext } from '../types/instance.js'

/** How often a purchase's status is asked while it is on its way. */
export const ONRAMP_PURCHASE_POLL_MS = 2_000

const SETTLED: readonly OnrampPurchase['status'][] = ['completed', 'failed', 'abandoned']

/** Query options for a started purchase: asked every 2 s until it has arrived, failed or been abandoned. */
export function getOnrampPurchaseQueryOptions(
  foyer: FoyerContext,
  purchase: GetOnrampPurchaseParameters | undefined,
) {
  // Keyed by the partner user id alone: the read token is a secret, and query keys are shown by devtools.
  const partnerUserId = purchase?.partnerUserId
  return {
    queryKey: ['foyer', 'onramp', 'purchase', partnerUserId] as const,
    queryFn: () => getOnrampPurchase(foyer, purchase ?? { partnerUserId: '', readToken: '' }),
    refetchInterval: (query: { state: { data?: GetOnrampPurchaseReturnType } }) =>
      query.state.data && SETTLED.includes(query.state.data.status)
        ? false
        : ONRAMP_PURCHASE_POLL_MS,
    retry: 3,
    enabled: !!foyer.api && !!purchase,
  }
}

/** @deprecated Renamed `getOnrampPurchaseQueryOptions` (named after its action); kept for one release. */
export const onrampPurchaseQueryOptions = getOnrampPurchaseQueryOptions
