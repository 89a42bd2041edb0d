/** EIP-1193 / EIP-1474 error codes a dev wallet answers with. */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An EIP-1193 provider error: a numeric `code`, a `message` and optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** The 4001 error of a request the user turned down. */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.userRejected, 'User rejected the request.')
}

/** The -32602 error of malformed request parameters. */
export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.invalidParams, `Invalid parameters: ${message}`)
}
