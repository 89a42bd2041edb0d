import { ConnectAbortedError } from '../errors/connection.js'
import type { FoyerContext } from '../types/instance.js'

export type CancelConnectReturnType = undefined
/** It does not throw: with no connect flow under way it does nothing. */
export type CancelConnectErrorType = never

/** Cancels the connect flow under way, if any; its connect rejects with ConnectAbortedError. */
export function cancelConnect(foyer: FoyerContext): void {
  foyer.internal.connectFlow?.controller.abort(new ConnectAbortedError())
}
