import type { GetBalanceReturnType } from '../actions/getBalance.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { CACHE_TIME } from '../constants.js'
import { withDeferredParts } from '../deferred/startDeferredParts.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetBalanceQueryParameters = {
  address: string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** Query options for a native balance, cached 30 s (SPEC §9). Framework-free: hooks wrap it. */
export function getBalanceQueryOptions(
  foyer: FoyerContext,
  { address, caipNetworkId }: GetBalanceQueryParameters,
) {
  return {
    queryKey: ['foyer', 'balance', caipNetworkId, address] as const,
    // The reading itself (the services' balance, the adapter's, units) loads with the deferred parts, fetched as
    // createFoyer returns: the page needs no balance before a wallet has reconnected (docs/decisions.md, "The
    // balance query reads through the deferred parts").
    queryFn: (): Promise<GetBalanceReturnType> =>
      withDeferredParts((parts) =>
        parts.getBalance(foyer, {
          address,
          caipNetworkId,
          namespace: caipNetworkId ? parseCaipNetworkId(caipNetworkId).namespace : undefined,
        }),
      ),
    staleTime: CACHE_TIME.nativeBalance,
    enabled: !!address && !!caipNetworkId,
  }
}
