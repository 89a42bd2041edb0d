import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { solanaDevnetUrls } from './cluster.js'
import type { Ledger } from './ledger.js'
import { MalformedTransactionError, PreflightError, SignatureVerificationError } from './ledger.js'
import { createRpcMethods, RpcError } from './rpcMethods.js'

/** Largest request body (a batch of transactions is a few kB; this keeps a runaway client out). */
const MAX_BODY_BYTES = 1024 * 1024

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

/** JSON with bigints written as numbers (u64 values such as lamports pass 2^53). */
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `__bigint__${item}` : item,
  ).replace(/"__bigint__(-?\d+)"/g, '$1')
}

function errorOf(error: unknown) {
  if (error instanceof RpcError)
    return { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) }
  if (error instanceof PreflightError)
    return {
      code: -32002,
      message: error.message,
      data: { ...error.data, accounts: null, returnData: null },
    }
  if (error instanceof SignatureVerificationError) return { code: -32003, message: error.message }
  if (error instanceof MalformedTransactionError)
    return { code: -32602, message: `Invalid param: ${error.message}` }
  return { code: -32603, message: error instanceof Error ? error.message : 'Internal error' }
}

/** Answers one JSON-RPC request object. */
function answer(methods: ReturnType<typeof createRpcMethods>, request: JsonRpcRequest) {
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
  if (request.jsonrpc !== '2.0' || typeof request.method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  const params = request.params === undefined ? [] : request.params
  if (!Array.isArray(params))
    return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } }
  try {
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    return { jsonrpc: '2.0', id, error: errorOf(error) }
  }
}

/** Handles one parsed body: a request or a batch. */
function answerBody(methods: ReturnType<typeof createRpcMethods>, body: unknown) {
  if (Array.isArray(body)) {
    if (body.length === 0)
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
    return body.map((item) => answer(methods, (item ?? {}) as JsonRpcRequest))
  }
  return answer(methods, (body ?? {}) as JsonRpcRequest)
}

/**
 * The subscriptions `@solana/kit` needs to confirm a transaction (signatureSubscribe, slotSubscribe) and
 * accountSubscribe for wallets that watch a balance, on one WebSocket connection.
 */
function serveSubscriptions(
  socket: WebSocket,
  ledger: Ledger,
  methods: ReturnType<typeof createRpcMethods>,
) {
  let nextId = 1
  const active = new Map<number, () => void>()
  const send = (value: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringify(value))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { subscription, result } })

  const subscribe: Record<string, (params: unknown[], id: number) => () => void> = {
    slotSubscribe: (_params, id) =>
      ledger.onSlot((slot) =>
        notify('slotNotification', id, { parent: slot - 1n, root: slot, slot }),
      ),
    signatureSubscribe: (params, id) => {
      if (typeof params[0] !== 'string') throw new RpcError(-32602, 'Invalid param: signature')
      return ledger.onSignature(params[0], (tx) => {
        notify('signatureNotification', id, { context: { slot: tx.slot }, value: { err: tx.err } })
        active.delete(id)
      })
    },
    accountSubscribe: (params, id) => {
      const read = () => (methods.getAccountInfo as (p: unknown[]) => { value: unknown })(params)
      let last = stringify(read().value)
      return ledger.onSlot((slot) => {
        const now = read().value
        const text = stringify(now)
        if (text === last) return
        last = text
        notify('accountNotification', id, { context: { slot }, value: now })
      })
    },
  }

  socket.on('message', (raw: RawData) => {
    let request: JsonRpcRequest
    try {
      request = JSON.parse(raw.toString()) as JsonRpcRequest
    } catch {
      return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
    const method = typeof request.method === 'string' ? request.method : ''
    const params = Array.isArray(request.params) ? request.params : []
    if (method.endsWith('Unsubscribe')) {
      const stop = active.get(Number(params[0]))
      stop?.()
      active.delete(Number(params[0]))
      return send({ jsonrpc: '2.0', id, result: !!stop })
    }
    const start = Object.hasOwn(subscribe, method) ? subscribe[method] : undefined
    if (!start) return send(answer(methods, request))
    const subscription = nextId++
    try {
      // The id is answered before any notification can be sent (onSignature notifies on a microtask).
      const stop = start(params, subscription)
      active.set(subscription, stop)
      send({ jsonrpc: '2.0', id, result: subscription })
    } catch (error) {
      send({ jsonrpc: '2.0', id, error: errorOf(error) })
    }
  })
  socket.on('close', () => {
    for (const stop of active.values()) stop()
    active.clear()
  })
}

/** A running local Solana cluster. */
export type SolanaRpcServer = {
  rpcUrl: string
  wsUrl: string
  port: number
  close(): Promise<void>
}

/** Serves the ledger's JSON-RPC over HTTP (POST, with CORS for pages) and its subscriptions over WebSocket. */
export function serveSolanaRpc(
  ledger: Ledger,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<SolanaRpcServer> {
  const methods = createRpcMethods(ledger)
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    if (request.method !== 'POST') {
      response.writeHead(405, { 'content-type': 'text/plain' })
      return response.end('Use POST with a JSON-RPC request.')
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { 'content-type': 'text/plain' }).end('Request too large')
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (response.headersSent) return
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(
          stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(stringify(answerBody(methods, body)))
    })
  })
  const wss = new WebSocketServer({ server: http, maxPayload: MAX_BODY_BYTES })
  wss.on('connection', (socket) => serveSubscriptions(socket, ledger, methods))
  return new Promise((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => {
      const address = http.address()
      const bound = typeof address === 'object' && address ? address.port : port
      resolve({
        ...solanaDevnetUrls(bound, host),
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            for (const client of wss.clients) client.terminate()
            wss.close()
            http.close(() => done())
            http.closeAllConnections()
          }),
      })
    })
  })
}
