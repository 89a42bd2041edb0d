import {
  type CaipNetwork,
  type FoyerState,
  getNetworks,
  type Namespace,
  type SwitchNetworkParameters,
} from '@foyer/core'
import { useCallback, useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseFoyerNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  /** The wallet is on a chain the app did not ask for. */
  unsupported: boolean
  /** Every network the app configured, across namespaces. */
  networks: readonly CaipNetwork[]
  switchNetwork(parameters: SwitchNetworkParameters): Promise<void>
}

/** The current network of a namespace (the active one by default), the configured ones, and a switch. */
export function useFoyerNetwork(namespace?: Namespace): UseFoyerNetworkReturnType {
  const foyer = useFoyer()
  const network = useFoyerSelector(
    useCallback(
      (state: FoyerState) => {
        const ns = namespace ?? state.activeNamespace
        return ns ? state.networks[ns] : undefined
      },
      [namespace],
    ),
  )
  const networks = useMemo(() => getNetworks(foyer), [foyer])
  return useMemo(
    () => ({
      caipNetwork: network?.caipNetwork,
      unsupported: network?.unsupported ?? false,
      networks,
      // The instance's method: the switch loads with core's deferred parts, not with every button.
      switchNetwork: (parameters: SwitchNetworkParameters) => foyer.switchNetwork(parameters),
    }),
    [foyer, network, networks],
  )
}
