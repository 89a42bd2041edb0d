import { getActivity } from '../actions/getActivity.js'
import type { FoyerContext } from '../types/instance.js'
import { type AccountPagesQueryParameters, accountPagesQueryOptions } from './accountPages.js'

export type GetActivityQueryParameters = AccountPagesQueryParameters

/**
 * Infinite query options for an address's history on one network, page by page. Only for namespaces with
 * activity (SPEC §6) and with the data service. Not retried: a failure shows 'Failed to fetch transactions'
 * at once, and the retry starts again from the first page (SPEC §4).
 */
export function getActivityInfiniteQueryOptions(
  foyer: FoyerContext,
  parameters: GetActivityQueryParameters,
) {
  return accountPagesQueryOptions(foyer, 'activity', 'activity', parameters, (page) =>
    getActivity(foyer, page),
  )
}
