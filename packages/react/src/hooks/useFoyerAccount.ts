import { type FoyerState, type GetAccountReturnType, getAccount, type Namespace } from '@foyer/core'
import { useCallback, useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

/** The account of a namespace (the active one by default): address, status, wallet info, isConnected. */
export function useFoyerAccount(namespace?: Namespace): GetAccountReturnType {
  const foyer = useFoyer()
  const ns = useFoyerSelector(
    useCallback((state: FoyerState) => namespace ?? state.activeNamespace, [namespace]),
  )
  const account = useFoyerSelector(
    useCallback((state: FoyerState) => (ns ? state.accounts[ns] : undefined), [ns]),
  )
  // getAccount builds a new object each call: rebuild only when the account object itself changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `account` is the change signal getAccount reads.
  return useMemo(() => getAccount(foyer, ns), [foyer, ns, account])
}
