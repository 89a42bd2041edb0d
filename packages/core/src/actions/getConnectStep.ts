import type { ConnectStep } from '../connectors/flow.js'
import type { FoyerContext } from '../types/instance.js'

export type GetConnectStepReturnType = ConnectStep | undefined
/** It does not throw. */
export type GetConnectStepErrorType = never

/** The step the connect flow under way waits on, if any. */
export function getConnectStep(foyer: FoyerContext): ConnectStep | undefined {
  return foyer.store.getState().connectFlow?.step
}
