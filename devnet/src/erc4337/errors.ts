/** JSON-RPC error codes the bundler answers with (ERC-7769, ERC-4337's bundler RPC). */
export const BUNDLER_ERROR_CODES = {
  invalidParams: -32602,
  methodNotFound: -32601,
  internal: -32603,
  /** Rejected by the EntryPoint during account creation or validation (AAxx). */
  validation: -32500,
  /** Rejected by the paymaster's validation (AA3x). */
  paymaster: -32501,
  /** Valid only in a time range the chain is not in (AA22, AA32). */
  timeRange: -32503,
  /** The operation's calls would revert. */
  executionReverted: -32521,
} as const

/** An error answered to the caller as a JSON-RPC error object. */
export class BundlerRpcError extends Error {
  override name = 'BundlerRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** A -32602 error: the request's parameters are wrong. */
export const invalidParams = (message: string) =>
  new BundlerRpcError(BUNDLER_ERROR_CODES.invalidParams, message)
