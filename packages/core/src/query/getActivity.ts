import { type GetActivityReturnType, getActivity } from '../actions/getActivity.js'
import { supports } from '../namespaces/supports.js'
import type { CaipNetworkId, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetActivityQueryParameters = {
  address: string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * Infinite query options for an address's history on one network, page by page. Only for namespaces with
 * activity (SPEC §6) and with the data service. Not retried: a failure shows 'Failed to fetch transactions'
 * at once, and the retry starts again from the first page (SPEC §4).
 */
export function getActivityInfiniteQueryOptions(
  foyer: FoyerContext,
  { address, caipNetworkId }: GetActivityQueryParameters,
) {
  const namespace = caipNetworkId?.split(':')[0] as Namespace | undefined
  return {
    queryKey: ['foyer', 'activity', caipNetworkId, address] as const,
    queryFn: ({ pageParam }: { pageParam: string | undefined }): Promise<GetActivityReturnType> =>
      getActivity(foyer, {
        address: address as string,
        caipNetworkId: caipNetworkId as CaipNetworkId,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: GetActivityReturnType) => last.next,
    enabled: !!foyer.api && !!address && supports(namespace, 'activity'),
    retry: false,
  }
}
