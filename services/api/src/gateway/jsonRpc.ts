// JSON-RPC 2.0 as the gateway reads it: one request or a batch of at most 1000 (SPEC §9), each checked on
// its own (a bad one gets its error, the others their answers).

/** The most requests one batch may carry (SPEC §9). */
export const MAX_BATCH = 1_000

export type RpcId = string | number | null
export type RpcRequest = { id: RpcId; method: string; params?: unknown }
export type RpcAnswer =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string; data?: unknown } }

export const rpcError = (
  id: RpcId,
  code: number,
  message: string,
  data?: Record<string, unknown>,
): RpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

const isId = (value: unknown): value is RpcId =>
  value === null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= 256)

/** One item of a body: a request, or the error that answers it. */
export function readRequest(item: unknown): RpcRequest | RpcAnswer {
  if (!item || typeof item !== 'object' || Array.isArray(item))
    return rpcError(null, -32600, 'Invalid Request')
  const { jsonrpc, id, method, params } = item as Record<string, unknown>
  const safeId = isId(id) ? id : null
  if (jsonrpc !== '2.0' || !isId(id) || typeof method !== 'string' || method.length > 128)
    return rpcError(safeId, -32600, 'Invalid Request')
  if (params !== undefined && (params === null || typeof params !== 'object'))
    return rpcError(id, -32602, 'Invalid params')
  return { id, method, ...(params === undefined ? {} : { params }) }
}

export const isAnswer = (value: RpcRequest | RpcAnswer): value is RpcAnswer =>
  'result' in value || 'error' in value

/**
 * A JSON-RPC body as the gateway and the bundler endpoint take it: one request or a batch of 1 to `maxBatch`.
 * Returns the items, or the answer (with its HTTP status) that refuses the body as a whole.
 */
export function readRpcBody(
  text: string,
  maxBatch: number,
): { batch: boolean; items: unknown[] } | { refusal: RpcAnswer; status: 400 } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { refusal: rpcError(null, -32700, 'Parse error'), status: 400 }
  }
  const batch = Array.isArray(body)
  const items: unknown[] = batch ? (body as unknown[]) : [body]
  if (items.length === 0) return { refusal: rpcError(null, -32600, 'Invalid Request'), status: 400 }
  if (items.length > maxBatch)
    return {
      refusal: rpcError(null, -32600, `A batch carries at most ${maxBatch} requests`),
      status: 400,
    }
  return { batch, items }
}
