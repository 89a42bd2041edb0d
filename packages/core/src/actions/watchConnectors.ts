import type { Connector } from '../connectors/types.js'
import type { FoyerContext } from '../types/instance.js'
import { watchState } from './watchState.js'

export type WatchConnectorsReturnType = () => void
/** It does not throw. */
export type WatchConnectorsErrorType = never

/** The arguments after the instance. */
export type WatchConnectorsParameters = [onChange: (connectors: Connector[]) => void]

/** Watches the wallets the adapters offer. */
export function watchConnectors(
  foyer: FoyerContext,
  onChange: (connectors: Connector[]) => void,
): () => void {
  return watchState(foyer, (state) => state.connectors, onChange)
}
