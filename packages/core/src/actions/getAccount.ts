import type { AccountState, FoyerState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** It does not throw. */
export type GetAccountErrorType = never

/** An account with its namespace and whether it is connected. */
export type GetAccountReturnType = AccountState & {
  namespace: Namespace | undefined
  isConnected: boolean
}

const disconnected: AccountState = { status: 'disconnected', allAccounts: [] }

/** The arguments after the instance. */
export type GetAccountParameters = [namespace?: Namespace]

/** The account of a namespace (the active one by default). */
export function getAccount(foyer: FoyerContext, namespace?: Namespace): GetAccountReturnType {
  const state = foyer.store.getState()
  const account = selectAccount(state, namespace) ?? disconnected
  return {
    ...account,
    namespace: namespace ?? state.activeNamespace,
    isConnected: account.status === 'connected',
  }
}

/** The account slice `getAccount` reads, for `watchAccount`'s selector (compared by identity). */
export function selectAccount(state: FoyerState, namespace?: Namespace): AccountState | undefined {
  const ns = namespace ?? state.activeNamespace
  return ns ? state.accounts[ns] : undefined
}
