import { type AccountType, canSwitchAccountType, type FoyerState } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'
import {
  type UseSetPreferredAccountTypeReturnType,
  useSetPreferredAccountType,
} from './useSetPreferredAccountType.js'

export type UsePreferredAccountTypeReturnType = UseSetPreferredAccountTypeReturnType & {
  /** The active account's type: the embedded wallet's smart account or its EOA (undefined for other wallets). */
  type: AccountType | undefined
  /** Whether the account can switch here: the embedded wallet, on a network where smart accounts work. */
  canSwitch: boolean
}

/** The active account's type (smart account or EOA), and switching between the two (SPEC §3). */
export function usePreferredAccountType(): UsePreferredAccountTypeReturnType {
  const foyer = useFoyer()
  const type = useFoyerSelector(
    useCallback(
      (state: FoyerState) =>
        state.activeNamespace
          ? state.accounts[state.activeNamespace]?.preferredAccountType
          : undefined,
      [],
    ),
  )
  // Recomputed on every change of the connection or the network, which is what it reads.
  const canSwitch = useFoyerSelector(useCallback(() => canSwitchAccountType(foyer), [foyer]))
  return { ...useSetPreferredAccountType(), type, canSwitch }
}
