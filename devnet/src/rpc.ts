/** A JSON-RPC error answered by a node. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

let nextId = 1

/** Sends one JSON-RPC request over HTTP and returns its result; throws on transport or RPC errors. */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = 5_000,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`${method} on ${url}: HTTP ${response.status}`)
  const body = (await response.json()) as {
    result?: T
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new RpcResponseError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}

/** The chain id answering at `url`, or undefined when nothing answers there. */
export async function probeChainId(url: string, timeoutMs = 1_000): Promise<number | undefined> {
  try {
    return Number(await rpc<string>(url, 'eth_chainId', [], timeoutMs))
  } catch {
    return undefined
  }
}
