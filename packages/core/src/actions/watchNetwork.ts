import type { NetworkState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { selectNetwork } from './getNetwork.js'
import { watchState } from './watchState.js'

export type WatchNetworkReturnType = () => void
/** It does not throw. */
export type WatchNetworkErrorType = never

/** The arguments after the instance. */
export type WatchNetworkParameters = [
  onChange: (network: NetworkState | undefined) => void,
  namespace?: Namespace,
]

/** Watches the network state of a namespace (the active one by default). */
export function watchNetwork(
  foyer: FoyerContext,
  onChange: (network: NetworkState | undefined) => void,
  namespace?: Namespace,
): () => void {
  return watchState(foyer, (state) => selectNetwork(state, namespace), onChange)
}
