import { useMemo, useSyncExternalStore } from 'react'
import type { AppKitNetworkState } from '../client/network.js'
import { registeredAppKit } from '../client/registry.js'
import type { AppKitNetwork } from '../networks/types.js'

export type UseAppKitNetworkReturnType = AppKitNetworkState & {
  switchNetwork(network: AppKitNetwork): Promise<void>
}

/** AppKit's `useAppKitNetwork()`: the active network (caipNetwork, chainId, caipNetworkId) and a switch. */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = registeredAppKit()
  const network = useSyncExternalStore(
    appKit.foyer.store.subscribe,
    appKit.getNetworkState,
    appKit.getNetworkState,
  )
  return useMemo(() => ({ ...network, switchNetwork: appKit.switchNetwork }), [appKit, network])
}
