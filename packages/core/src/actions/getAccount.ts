import type { AccountState } from '../state/types.js'
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

/** The account of a namespace (the active one by default). */
export function getAccount(foyer: FoyerContext, namespace?: Namespace): GetAccountReturnType {
  const state = foyer.store.getState()
  const ns = namespace ?? state.activeNamespace
  const account = (ns && state.accounts[ns]) || disconnected
  return { ...account, namespace: ns, isConnected: account.status === 'connected' }
}
