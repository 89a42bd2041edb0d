import { LIMIT_EXCEEDED } from './limits.js'

/** A JSON-RPC error the relay answers with. */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The caller's params are wrong: -32602 with the reason. */
export const invalid = (message: string) => new RelayRpcError(-32602, message)

/** The caller (or everyone together) reached one of the relay's limits: nothing was done. */
export const limitExceeded = (message: string) => new RelayRpcError(LIMIT_EXCEEDED, message)
