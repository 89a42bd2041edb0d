import type { Namespace } from '@foyer/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { AppKitAccount } from '../client/account.js'
import { registeredAppKit } from '../client/registry.js'

/**
 * AppKit's `useAppKitAccount()`: the account of the active chain family (or of `namespace`): address,
 * caipAddress, isConnected, status, allAccounts, and embeddedWalletInfo after an e-mail or social login.
 */
export function useAppKitAccount(
  options: { namespace?: Namespace | undefined } = {},
): AppKitAccount {
  const appKit = registeredAppKit()
  const { namespace } = options
  const get = useCallback(() => appKit.getAccount(namespace), [appKit, namespace])
  return useSyncExternalStore(appKit.foyer.store.subscribe, get, get)
}
