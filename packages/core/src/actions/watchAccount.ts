import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { type GetAccountReturnType, getAccount, selectAccount } from './getAccount.js'
import { watchState } from './watchState.js'

export type WatchAccountReturnType = () => void
/** It does not throw. */
export type WatchAccountErrorType = never

/** The arguments after the instance. */
export type WatchAccountParameters = [
  onChange: (account: GetAccountReturnType) => void,
  namespace?: Namespace,
]

/** Watches the account of a namespace (the active one by default). */
export function watchAccount(
  foyer: FoyerContext,
  onChange: (account: GetAccountReturnType) => void,
  namespace?: Namespace,
): () => void {
  return watchState(
    foyer,
    (state) => selectAccount(state, namespace),
    () => onChange(getAccount(foyer, namespace)),
  )
}
