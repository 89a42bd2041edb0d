import type { Connector } from '../connectors/types.js'
import type { AccountState, FoyerState, NetworkState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** Calls `onChange` when the selected slice changes (by identity); returns an unsubscribe. */
export function watchState<T>(
  foyer: FoyerContext,
  select: (state: FoyerState) => T,
  onChange: (value: T, previous: T) => void,
): () => void {
  let previous = select(foyer.store.getState())
  return foyer.store.subscribe((state) => {
    const next = select(state)
    if (Object.is(next, previous)) return
    const before = previous
    previous = next
    onChange(next, before)
  })
}

/** An account with its namespace and whether it is connected. */
export type GetAccountReturnType = AccountState & {
  namespace: Namespace | undefined
  isConnected: boolean
}

const disconnected: AccountState = { status: 'disconnected', allAccounts: [] }

/** The account of a namespace (the active one by default). */
export function getAccount(foyer: FoyerContext, namespace?: Namespace): GetAccountReturnType {
  const state = foyer.store.getState()
  const ns = namespace ?? state.activeNamespace
  const account = (ns && state.accounts[ns]) || disconnected
  return { ...account, namespace: ns, isConnected: account.status === 'connected' }
}

/** Watches the account of a namespace (the active one by default). */
export function watchAccount(
  foyer: FoyerContext,
  onChange: (account: GetAccountReturnType) => void,
  namespace?: Namespace,
): () => void {
  return watchState(
    foyer,
    (state) => {
      const ns = namespace ?? state.activeNamespace
      return ns ? state.accounts[ns] : undefined
    },
    () => onChange(getAccount(foyer, namespace)),
  )
}

/** The network state of a namespace (the active one by default). */
export function getNetwork(foyer: FoyerContext, namespace?: Namespace): NetworkState | undefined {
  const state = foyer.store.getState()
  const ns = namespace ?? state.activeNamespace
  return ns ? state.networks[ns] : undefined
}

/** Watches the network state of a namespace (the active one by default). */
export function watchNetwork(
  foyer: FoyerContext,
  onChange: (network: NetworkState | undefined) => void,
  namespace?: Namespace,
): () => void {
  return watchState(
    foyer,
    (state) => {
      const ns = namespace ?? state.activeNamespace
      return ns ? state.networks[ns] : undefined
    },
    onChange,
  )
}

/** Wallets the adapters currently offer. */
export function getConnectors(foyer: FoyerContext): Connector[] {
  return foyer.store.getState().connectors
}

/** Watches the wallets the adapters offer. */
export function watchConnectors(
  foyer: FoyerContext,
  onChange: (connectors: Connector[]) => void,
): () => void {
  return watchState(foyer, (state) => state.connectors, onChange)
}
