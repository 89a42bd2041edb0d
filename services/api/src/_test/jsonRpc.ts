import type { App } from '../app.js'

/** A JSON-RPC 2.0 request object, as a wallet puts it in a POST's body (alone or in a batch). */
export const rpcRequest = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

/** A POST of `body` to `app` at `path`: a string sent as it is (to send broken JSON), anything else as JSON. */
export const postJson = (
  app: App,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
