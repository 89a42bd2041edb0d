import type { CaipNetwork } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getTokenBalances } from './getTokenBalances.js'

/** Query keys (second part) of what a mined transaction of the account changes: balances, the history, quotes. */
const CHANGED_BY_A_TRANSACTION = [
  'balance',
  'tokenBalances',
  'accountTokens',
  'activity',
  'swapQuote',
]

/** The arguments after the instance. */
export type RefreshBalancesParameters = [network: CaipNetwork]
export type RefreshBalancesReturnType = undefined
/** It does not throw: a balance the service cannot read again is refetched by its query. */
export type RefreshBalancesErrorType = never

/**
 * Reads the account's balances and activity on `network` again after something changed them (a mined
 * transaction, tokens bought): the service is asked to skip its 30 s cache first, then the queries refetch.
 */
export async function refreshBalances(foyer: FoyerContext, network: CaipNetwork): Promise<void> {
  const address = foyer.store.getState().accounts[network.chainNamespace]?.address
  if (foyer.api && address)
    await getTokenBalances(foyer, {
      address,
      caipNetworkId: network.caipNetworkId,
      forceUpdate: true,
    }).catch(() => undefined)
  await foyer.queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'foyer' && CHANGED_BY_A_TRANSACTION.includes(String(query.queryKey[1])),
  })
}
