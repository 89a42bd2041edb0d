import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { FrameRequestError } from './frameRequestError.js'

/** ERC-7769: the bundler's simulation saw the operation's calls revert. */
const EXECUTION_REVERTED = -32521

/**
 * A bundler's refusal or silence, in a sentence the visitor can act on (the frame's error reaches the host's
 * modal as it is): an operation that would revert says why (the bundler simulated it first), a bundler that
 * cannot be reached says so, and any other refusal keeps the bundler's reason and code.
 */
export function explainUserOperationError(error: unknown, chainName: string): unknown {
  if (!(error instanceof BaseError)) return error
  const rpc = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null
  if (rpc) {
    if (rpc.code === EXECUTION_REVERTED)
      return new FrameRequestError(`The operation would fail: ${rpc.details}`, -32603)
    return new FrameRequestError(rpc.details || rpc.shortMessage, rpc.code)
  }
  if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError))
    return new FrameRequestError(
      `The bundler of ${chainName} cannot be reached: try again in a moment`,
      -32603,
    )
  return error
}
