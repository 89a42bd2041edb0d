import { en } from '../messages/en.js'
import { emptyActivity } from '../state/initialState.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Loads the next page of the connected account's activity on its current network (eip155 only, SPEC §6),
 * or the first page when the account or network changed. One load at a time. On failure: the error
 * 'Failed to fetch transactions', the list emptied and the cursor cleared (SPEC §4).
 */
export async function loadActivity(foyer: FoyerContext): Promise<void> {
  const state = foyer.store.getState()
  const account = state.accounts.eip155
  const network = state.networks.eip155?.caipNetwork
  if (!foyer.api || state.activeNamespace !== 'eip155' || !account?.address || !network) return
  const key = `${account.address}:${network.caipNetworkId}`
  const current = state.activity.key === key ? state.activity : emptyActivity(key)
  if (current.loading || current.done) return
  foyer.store.setState({ activity: { ...current, loading: true, error: undefined } })
  try {
    const page = await foyer.api.request(`/v1/account/${account.address}/history`, 'history', {
      query: { chainId: network.caipNetworkId, cursor: current.next },
    })
    if (foyer.store.getState().activity.key !== key) return // the account or network changed meanwhile
    foyer.store.setState({
      activity: {
        key,
        items: [...current.items, ...page.data],
        next: page.next ?? undefined,
        done: !page.next,
        loading: false,
        error: undefined,
      },
    })
  } catch {
    if (foyer.store.getState().activity.key !== key) return
    foyer.store.setState({
      activity: { ...emptyActivity(key), error: en.failedToFetchTransactions },
    })
  }
}

/** Forgets the loaded activity, so the next load starts from the first page (after a send, say). */
export function resetActivity(foyer: FoyerContext): void {
  foyer.store.setState({ activity: emptyActivity() })
}
