import { parseCaipNetworkId } from '../caip/networkId.js'
import { supports } from '../namespaces/supports.js'
import type { NamespaceFeature } from '../namespaces/table.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** Whose pages, on which network (undefined: not connected yet, the query waits). */
export type AccountPagesQueryParameters = {
  address: string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * Infinite query options for a list the data service answers for an address on one network, by cursor
 * (Activity, NFTs): keyed `['foyer', key, network, address]`, only for namespaces with `feature` and with
 * the data service. Not retried: a failure shows at once, and its retry starts from the first page (SPEC §4).
 */
export function accountPagesQueryOptions<Page extends { next: string | undefined }>(
  foyer: FoyerContext,
  key: string,
  feature: NamespaceFeature,
  { address, caipNetworkId }: AccountPagesQueryParameters,
  fetchPage: (parameters: {
    address: string
    caipNetworkId: CaipNetworkId
    cursor: string | undefined
  }) => Promise<Page>,
) {
  const namespace = caipNetworkId ? parseCaipNetworkId(caipNetworkId).namespace : undefined
  return {
    queryKey: ['foyer', key, caipNetworkId, address] as const,
    queryFn: ({ pageParam }: { pageParam: string | undefined }): Promise<Page> =>
      fetchPage({
        address: address as string,
        caipNetworkId: caipNetworkId as CaipNetworkId,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page) => last.next,
    enabled: !!foyer.api && !!address && supports(namespace, feature),
    retry: false,
  }
}
