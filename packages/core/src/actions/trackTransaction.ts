import type { TransfersTokens } from '../adapter.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
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

/**
 * Follows a transaction sent through the modal (a send, a swap, an approval): listed as pending (at most 99,
 * SPEC §9) until mined, then the balances and the activity it changed are refetched (SPEC §4). Resolves
 * with what became of it; never rejects (a receipt that cannot be read counts as reverted).
 */
export async function trackTransaction(
  foyer: FoyerContext,
  adapter: Pick<TransfersTokens, 'waitForTransaction'>,
  hash: string,
  network: CaipNetwork,
): Promise<'success' | 'reverted'> {
  foyer.store.setState((state) => ({
    pendingTransactions: [
      ...state.pendingTransactions,
      { hash, caipNetworkId: network.caipNetworkId, status: 'pending' as const },
    ].slice(-PENDING_TRANSACTIONS_LIMIT),
  }))
  const status = await adapter
    .waitForTransaction({ hash, network })
    .catch(() => 'reverted' as const)
  foyer.store.setState((state) => ({
    pendingTransactions: state.pendingTransactions.map((tx) =>
      tx.hash === hash ? { ...tx, status } : tx,
    ),
  }))
  await refreshBalances(foyer, network)
  return status
}

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
