/** A JSON-RPC 2.0 request, as the benchmarks send to the RPC gateway. */
export const rpcCall = (method: string, params: unknown[] = [], id = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
