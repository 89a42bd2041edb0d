import type { Connector } from '../connectors/types.js'
import type { FoyerContext } from '../types/instance.js'

export type GetConnectorsReturnType = Connector[]
/** It does not throw. */
export type GetConnectorsErrorType = never

/** Wallets the adapters currently offer. */
export function getConnectors(foyer: FoyerContext): Connector[] {
  return foyer.store.getState().connectors
}
