import type { TransfersTokens } from '../adapter.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import type { CaipNetwork } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { refreshBalances } from './refreshBalances.js'

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
