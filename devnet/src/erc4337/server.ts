// The devnet's bundler: one HTTP port on loopback for both chains, `http://host:port/<chainId>`, JSON-RPC 2.0
// over POST (batches too).
//
// Why our own and not a registry bundler: the maintained ones (Pimlico's alto, Rundler, Skandha) are GPL or
// LGPL, heavy (alto pulls fastify, sentry and redis clients) and untried offline on Node 20; the devnet needs
// only one honest operation per bundle, so this stays small and runs in startDevnet's process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BundlerChain } from './chainCalls.js'
import { BUNDLER_ERROR_CODES, BundlerRpcError } from './errors.js'
import { createHandlers, type MethodHandler } from './handlers.js'

/** A running bundler started by startBundler. */
export type BundlerServer = {
  /** The port it listens on (the one asked for, or the one the OS chose for port 0). */
  port: number
  /** `http://host:port/<chainId>` for each chain it serves. */
  urls: Record<number, string>
  /** Stops listening and closes its connections. */
  stop(): Promise<void>
}

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const MAX_BODY_BYTES = 1_000_000

const failure = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message, ...(data !== undefined ? { data } : {}) },
})

/** Answers one request object; never throws (an unexpected failure is a -32603 error). */
async function answer(handlers: Record<string, MethodHandler>, request: unknown) {
  const { id, method, params } = (request ?? {}) as JsonRpcRequest
  if (typeof request !== 'object' || request === null || typeof method !== 'string')
    return failure(id, -32600, 'invalid request: expected { jsonrpc, id, method, params }')
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler)
    return failure(id, BUNDLER_ERROR_CODES.methodNotFound, `method ${method} is not supported`)
  if (params !== undefined && !Array.isArray(params))
    return failure(id, BUNDLER_ERROR_CODES.invalidParams, 'params must be an array')
  try {
    return { jsonrpc: '2.0', id: id ?? null, result: await handler(params ?? []) }
  } catch (error) {
    if (error instanceof BundlerRpcError) return failure(id, error.code, error.message, error.data)
    return failure(id, BUNDLER_ERROR_CODES.internal, `internal error: ${(error as Error).message}`)
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new Error('request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Any origin may call it, as anvil allows: pages on the devnet (the embedded wallet's frame, the demo) reach
 * their chains' bundler straight from the browser, and it listens on loopback only.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS_HEADERS })
  response.end(JSON.stringify(body))
}

async function serve(
  byChain: Map<string, Record<string, MethodHandler>>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS)
    return response.end()
  }
  const chainId = (request.url ?? '').split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? ''
  const handlers = byChain.get(chainId)
  if (!handlers)
    return send(
      response,
      404,
      failure(null, -32601, `no chain ${chainId || '(none)'}: use /<chainId>`),
    )
  if (request.method !== 'POST') return send(response, 405, failure(null, -32600, 'use POST'))
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch (error) {
    return send(response, 400, failure(null, -32700, `parse error: ${(error as Error).message}`))
  }
  if (Array.isArray(body)) {
    if (body.length === 0) return send(response, 400, failure(null, -32600, 'empty batch'))
    return send(response, 200, await Promise.all(body.map((item) => answer(handlers, item))))
  }
  send(response, 200, await answer(handlers, body))
}

/** Starts the bundler for `chains` on host:port (port 0: any free one). */
export async function startBundler(options: {
  chains: BundlerChain[]
  port: number
  host: string
}): Promise<BundlerServer> {
  const byChain = new Map(
    options.chains.map((chain) => [String(chain.chainId), createHandlers(chain)]),
  )
  const server: Server = createServer((request, response) => {
    serve(byChain, request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, failure(null, -32603, String(error)))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const urls = Object.fromEntries(
    options.chains.map((chain) => [
      chain.chainId,
      `http://${options.host}:${port}/${chain.chainId}`,
    ]),
  )
  return {
    port,
    urls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
