import type { ConnectedWalletInfo, Namespace } from '@foyer/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { registeredAppKit } from '../client/registry.js'

/** AppKit's `useWalletInfo()`: the connected wallet app (name, icon, id, rdns), if any. */
export function useWalletInfo(namespace?: Namespace): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const appKit = registeredAppKit()
  const get = useCallback(() => appKit.getWalletInfo(namespace), [appKit, namespace])
  const walletInfo = useSyncExternalStore(appKit.foyer.store.subscribe, get, get)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
