import type { FoyerState, NetworkState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetNetworkReturnType = NetworkState | undefined
/** It does not throw. */
export type GetNetworkErrorType = never

/** The arguments after the instance. */
export type GetNetworkParameters = [namespace?: Namespace]

/** The network state of a namespace (the active one by default). */
export function getNetwork(foyer: FoyerContext, namespace?: Namespace): NetworkState | undefined {
  return selectNetwork(foyer.store.getState(), namespace)
}

/** The network slice `getNetwork` reads, for `watchNetwork`'s selector (compared by identity). */
export function selectNetwork(state: FoyerState, namespace?: Namespace): NetworkState | undefined {
  const ns = namespace ?? state.activeNamespace
  return ns ? state.networks[ns] : undefined
}
