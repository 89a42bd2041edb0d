import { ProviderErrorCode, ProviderRpcError } from './errors.js'

let nextId = 1

/** Forwards one JSON-RPC request to `url`; node errors come back as ProviderRpcError. */
export async function forwardJsonRpc(
  url: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    body = await response.json()
  } catch (cause) {
    // The chain's node is unreachable: EIP-1193's "disconnected from the chain".
    throw new ProviderRpcError(
      ProviderErrorCode.chainDisconnected,
      `Could not reach ${url}: ${(cause as Error).message}`,
    )
  }
  if (body.error) {
    // "Method not found" from the node means this provider does not support it either.
    const code = body.error.code === -32601 ? ProviderErrorCode.unsupportedMethod : body.error.code
    throw new ProviderRpcError(code, body.error.message, body.error.data)
  }
  return body.result
}
