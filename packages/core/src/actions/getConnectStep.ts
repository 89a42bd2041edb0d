import type { ConnectStep } from '../connectors/flow.js'
import type { FoyerContext } from '../types/instance.js'

/** The step the connect flow under way waits on, if any. */
export function getConnectStep(foyer: FoyerContext): ConnectStep | undefined {
  return foyer.store.getState().connectFlow?.step
}
