import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { clientAddress } from '@foyer/server'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { createMemoryBus } from './bus/memoryBus.js'
import { openPostgresBus } from './bus/postgresBus.js'
import { clientIdFromUrl } from './clientId.js'
import { Connection } from './connection.js'
import { limitExceeded, RelayRpcError } from './errors.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { relayMethods } from './methods.js'
import { CLOSE_TRY_AGAIN, type OriginPolicy, originRefusal, type Refusal } from './origins.js'
import { MAX_MESSAGE_LENGTH } from './params.js'
import { PING_INTERVAL_MS, pingConnections } from './pings.js'
import { type ProjectOrigins, projectOriginsFromApi } from './projects.js'
import { createRouting } from './routing.js'
import { verifyAnswer } from './verify.js'

// A stand-in for the WalletConnect relay (the public one is relay.walletconnect.org): the part of its
// WebSocket JSON-RPC protocol that @walletconnect/sign-client 2.21.8 uses. Messages are kept until their TTL
// and delivered to every subscriber of their topic but their publisher — in this process alone, or through
// PostgreSQL between several instances (issue 37). Pages are accepted from allowed origins only, and every
// client's share of the process is bounded (limits.ts). Client ids are not authenticated (see clientId.ts).
// Every connection is pinged (pings.ts), and a message a client acknowledged is not sent to it again by
// this process (deliveries.ts).

export type RunningRelay = {
  /** ws://127.0.0.1:<port> — the `relayUrl` for the SDKs. */
  url: string
  /** http://127.0.0.1:<port> — its health page and the Verify answers. */
  httpUrl: string
  port: number
  /** Where its messages go: this process, or PostgreSQL shared with other instances. */
  bus: 'memory' | 'postgres'
  /** How many messages (and bytes) the bus keeps and how many clients this process has (for tests). */
  stats(): Promise<{ messages: number; bytes: number; clients: number }>
  stop(): Promise<void>
}

export type RelayOptions = {
  port?: number
  host?: string
  now?: () => number
  /** Over DEFAULT_RELAY_LIMITS. */
  limits?: Partial<RelayLimits>
  /** Origins the operator allows for every project. */
  allowedOrigins?: readonly string[]
  /** The data service, which knows each project's allowed origins. */
  apiUrl?: string | undefined
  /** Instead of `apiUrl`: the projects' origins (tests). */
  projects?: ProjectOrigins
  /**
   * PostgreSQL, to share messages with the other instances on it (LISTEN/NOTIFY and `relay_messages`); in
   * this process without it.
   */
  databaseUrl?: string | undefined
  /**
   * How many proxies in front append to X-Forwarded-For (FOYER_TRUST_PROXY): the per-address limit then
   * counts the visitor's address, not the balancer's. 0 (the default) counts the connection's.
   */
  trustProxy?: number
  /** How often every connection is pinged (PING_INTERVAL_MS; tests use less). */
  pingIntervalMs?: number
}

export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  now = Date.now,
  limits: overrides = {},
  allowedOrigins = [],
  apiUrl,
  projects = apiUrl ? projectOriginsFromApi({ apiUrl, now }) : undefined,
  databaseUrl,
  trustProxy = 0,
  pingIntervalMs = PING_INTERVAL_MS,
}: RelayOptions = {}): Promise<RunningRelay> {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...overrides }
  const messages = databaseUrl
    ? await openPostgresBus({ url: databaseUrl, now, limits })
    : createMemoryBus(now, limits)
  const routing = createRouting(messages, now)
  const methods = relayMethods(routing)
  const policy: OriginPolicy = { allowedOrigins, projects }
  const connections = new Set<Connection>()
  let opening = 0
  // Connections held (and being opened) per client address; an address is forgotten at zero.
  const perAddress = new Map<string, number>()
  const release = (address: string) => {
    const held = (perAddress.get(address) ?? 1) - 1
    if (held > 0) perAddress.set(address, held)
    else perAddress.delete(address)
  }

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = verifyAnswer(request.url ?? '/')
    response.writeHead(answer.status, {
      'content-type': answer.type,
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    response.end(answer.body)
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_LENGTH })

  const answer = (connection: Connection, id: unknown, result: unknown) =>
    connection.send({ id, jsonrpc: '2.0', result })
  const fail = (connection: Connection, id: unknown, code: number, message: string) =>
    connection.send({ id, jsonrpc: '2.0', error: { code, message } })

  const handle = (connection: Connection, data: RawData) => {
    let request: { id?: unknown; method?: unknown; params?: unknown; result?: unknown }
    try {
      request = JSON.parse(data.toString()) as typeof request
    } catch {
      return fail(connection, null, -32700, 'Parse error')
    }
    if (typeof request !== 'object' || request === null) return
    // A response: the client's acknowledgement of an irn_subscription push (the SDKs answer `true`).
    if (request.method === undefined) {
      if (request.result === true) routing.acknowledge(connection, request.id)
      return
    }
    const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
    const name = typeof request.method === 'string' ? request.method : ''
    const method = Object.hasOwn(methods, name) ? methods[name] : undefined
    if (!method) return fail(connection, id, -32601, `Method not found: ${name.slice(0, 64)}`)
    if (connection.callsInFlight >= limits.callsInFlight) {
      const error = limitExceeded(
        `Too many calls waiting: at most ${limits.callsInFlight} per connection`,
      )
      return fail(connection, id, error.code, error.message)
    }
    connection.inOrder(async () => {
      try {
        answer(connection, id, await method(connection, request.params))
      } catch (error) {
        if (error instanceof RelayRpcError) return fail(connection, id, error.code, error.message)
        console.error('relay: a call failed:', error instanceof Error ? error.message : error)
        fail(connection, id, -32603, 'Internal error')
      }
    })
  }

  const open = (socket: WebSocket, request: IncomingMessage) => {
    const clientId = clientIdFromUrl(request.url ?? '')
    // Without a client id there is no subscription id to give: the SDKs always send one.
    if (!clientId) return socket.close(4001, 'auth JWT with an iss is required')
    const connection = new Connection(randomUUID(), clientId, socket, limits, now)
    connections.add(connection)
    socket.on('message', (data) => handle(connection, data))
    socket.on('close', () => {
      connections.delete(connection)
      routing.drop(connection)
    })
    socket.on('error', () => socket.terminate())
  }

  // A connection is checked before it is upgraded, so that nothing it sends is read before it is allowed;
  // a refused one is still upgraded and then closed, so that a page's script sees the code and the reason
  // (a refused handshake shows it nothing).
  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const forwardedFor = request.headers['x-forwarded-for']
    const address = clientAddress(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      trustProxy,
    )
    // Counted from the start of the check, so that many handshakes at once from one address cannot all pass,
    // until the socket closes, whatever closes it (a refusal, the client, a handshake that never completes).
    const held = perAddress.get(address) ?? 0
    perAddress.set(address, held + 1)
    socket.once('close', () => release(address))
    let refusal: Refusal | undefined
    opening += 1
    try {
      if (connections.size + opening > limits.connections)
        refusal = { code: CLOSE_TRY_AGAIN, reason: 'The relay is full: try again later' }
      else if (held >= limits.connectionsPerAddress)
        refusal = {
          code: CLOSE_TRY_AGAIN,
          reason: `Too many connections from your address: at most ${limits.connectionsPerAddress}`,
        }
      else {
        const projectId = new URL(request.url ?? '/', 'ws://relay.local').searchParams.get(
          'projectId',
        )
        refusal = await originRefusal(policy, request.headers.origin, projectId ?? undefined)
      }
    } finally {
      opening -= 1
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (refusal) ws.close(refusal.code, refusal.reason)
      else open(ws, request)
    })
  }
  http.on('upgrade', (request, socket, head) => void upgrade(request, socket, head))

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve())
  })
  const bound = (http.address() as AddressInfo).port
  const pings = pingConnections(connections, pingIntervalMs)
  return {
    url: `ws://${host}:${bound}`,
    httpUrl: `http://${host}:${bound}`,
    port: bound,
    bus: messages.kind,
    stats: async () => ({ ...(await messages.stored()), clients: connections.size }),
    async stop() {
      pings.stop()
      const open = [...connections]
      for (const connection of open) connection.socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
      // Calls already queued still run (a publish stores its message); the bus closes after them, or they
      // would fail on a closed pool and log errors for a clean stop.
      await Promise.all(open.map((connection) => connection.settled()))
      await messages.close()
    },
  }
}
