let nextId = 1

/** One JSON-RPC call to a chain's (or a Solana cluster's) RPC endpoint; a JSON-RPC error keeps its code. */
export async function chainRpc(
  chain: { name: string; rpcUrl: string },
  method: string,
  params: unknown = [],
): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: number; message?: string } }
    | undefined
  if (!body) throw new Error(`${chain.name} answered ${response.status}`)
  if (body.error)
    throw Object.assign(new Error(body.error.message ?? 'RPC error'), { code: body.error.code })
  return body.result
}
