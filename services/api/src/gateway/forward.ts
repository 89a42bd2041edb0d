// Sending checked JSON-RPC requests to an upstream pool and matching its answers back to them: shared by the
// RPC gateway and the bundler endpoint.

import type { RpcRequest } from './jsonRpc.js'
import type { UpstreamPool } from './upstreams.js'

/** What the upstream said to one request: its result, or its error (code and message always present). */
export type UpstreamOutcome =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

/**
 * Sends `requests` to `pool` as one call (not every node takes batches) or one batch, numbered 0…n-1 so that
 * callers' ids (which may repeat, or be anything) never reach the upstream. Returns the upstream's HTTP status
 * and each request's outcome in order, `undefined` where the upstream gave none. Throws the pool's
 * UpstreamUnavailableError when no upstream answers.
 */
export async function forward(
  pool: UpstreamPool,
  requests: readonly RpcRequest[],
  signal: AbortSignal,
): Promise<{ status: number; outcomes: (UpstreamOutcome | undefined)[] }> {
  const upstreamRequests = requests.map((request, id) => ({
    jsonrpc: '2.0',
    id,
    method: request.method,
    ...(request.params === undefined ? {} : { params: request.params }),
  }))
  const body = JSON.stringify(
    upstreamRequests.length === 1 ? upstreamRequests[0] : upstreamRequests,
  )
  const { status, text } = await pool.send(body, signal)
  const byId = new Map<number, Record<string, unknown>>()
  try {
    const parsed = JSON.parse(text) as unknown
    for (const item of Array.isArray(parsed) ? parsed : [parsed])
      if (item && typeof item === 'object' && typeof item.id === 'number') byId.set(item.id, item)
  } catch {}
  const outcomes = requests.map((_, id): UpstreamOutcome | undefined => {
    const upstream = byId.get(id)
    if (!upstream) return undefined
    if ('error' in upstream) {
      const error = upstream.error as { code?: unknown; message?: unknown; data?: unknown }
      return {
        error: {
          code: typeof error?.code === 'number' ? error.code : -32603,
          message: typeof error?.message === 'string' ? error.message : 'Internal error',
          ...(error?.data === undefined ? {} : { data: error.data }),
        },
      }
    }
    return { result: upstream.result }
  })
  return { status, outcomes }
}
