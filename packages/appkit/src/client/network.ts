import type { CaipNetwork, CaipNetworkId, NetworkState } from '@foyer/core'

/** The network of the active namespace, as AppKit's `useAppKitNetwork()` has it (without the switch). */
export type AppKitNetworkState = {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  supportsAllNetworks: boolean
}

/** Foyer's network state of a namespace as AppKit's. */
export function toAppKitNetwork(network: NetworkState | undefined): AppKitNetworkState {
  const caipNetwork = network?.caipNetwork
  return {
    caipNetwork,
    chainId: caipNetwork?.id,
    caipNetworkId: caipNetwork?.caipNetworkId,
    approvedCaipNetworkIds: network?.approvedCaipNetworkIds,
    supportsAllNetworks: network?.supportsAllNetworks ?? true,
  }
}
