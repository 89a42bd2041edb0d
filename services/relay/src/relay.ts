import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { clientIdFromUrl } from './clientId.js'
import { Mailbox, type RelayMessage } from './messages.js'
import * as p from './params.js'
import { verifyAnswer } from './verify.js'

// A development stand-in for the WalletConnect relay (the public one is relay.walletconnect.org): the part of
// its WebSocket JSON-RPC protocol (`irn_*`, and the `wc_proposeSession` / `wc_approveSession` shortcuts the
// SDKs send since 2.21) that @walletconnect/sign-client 2.21.8 uses, in memory, on loopback. Messages are
// kept until their TTL and delivered to every subscriber of their topic but their publisher. Nothing is
// persisted, nothing is authenticated: never expose it beyond the machine.

/** Tags the relay itself publishes under for the session shortcuts (WalletConnect's own numbers). */
const TAGS = { proposal: 1100, proposalResponse: 1101, settle: 1102 }

type Connection = {
  key: string
  clientId: string
  socket: WebSocket
  /** Topic → subscription id, for what this connection listens to. */
  subscriptions: Map<string, string>
}

export type RunningRelay = {
  /** ws://127.0.0.1:<port> — the `relayUrl` for the SDKs. */
  url: string
  /** http://127.0.0.1:<port> — its health page and the Verify answers. */
  httpUrl: string
  port: number
  /** How many messages it holds and how many clients are connected (for tests). */
  stats(): { messages: number; clients: number }
  stop(): Promise<void>
}

/** The subscription id both sides compute: sha256 of the topic and the client id, hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  now = Date.now,
}: {
  port?: number
  host?: string
  now?: () => number
} = {}): Promise<RunningRelay> {
  const mailbox = new Mailbox(now)
  const subscribers = new Map<string, Set<Connection>>()
  const connections = new Set<Connection>()
  let nextId = now() * 1000

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = verifyAnswer(request.url ?? '/')
    response.writeHead(answer.status, {
      'content-type': answer.type,
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    response.end(answer.body)
  })
  const wss = new WebSocketServer({ server: http, maxPayload: 2 * p.MAX_MESSAGE_LENGTH })

  const send = (connection: Connection, payload: object) => {
    if (connection.socket.readyState === WebSocket.OPEN)
      connection.socket.send(JSON.stringify(payload))
  }
  const deliver = (connection: Connection, message: RelayMessage) => {
    const id = connection.subscriptions.get(message.topic)
    if (!id || message.from === connection.key) return
    send(connection, {
      id: nextId++,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      },
    })
  }
  const publish = (
    from: Connection,
    input: {
      topic: string
      message: string
      ttl: number
      tag: number
      attestation?: string | undefined
    },
  ) => {
    const at = now()
    const message: RelayMessage = {
      ...input,
      publishedAt: Math.floor(at / 1000),
      expiresAt: at + input.ttl * 1000,
      from: from.key,
    }
    mailbox.add(message)
    for (const connection of subscribers.get(input.topic) ?? []) deliver(connection, message)
  }
  const subscribe = (connection: Connection, topic: string): string => {
    const id = subscriptionId(topic, connection.clientId)
    connection.subscriptions.set(topic, id)
    const set = subscribers.get(topic) ?? new Set()
    set.add(connection)
    subscribers.set(topic, set)
    // What came before the subscription still reaches it.
    for (const message of mailbox.live(topic)) deliver(connection, message)
    return id
  }
  const unsubscribe = (connection: Connection, topic: string) => {
    connection.subscriptions.delete(topic)
    subscribers.get(topic)?.delete(connection)
  }
  const publishParams = (raw: unknown) => {
    const params = p.object(raw)
    return {
      topic: p.topic(params.topic),
      message: p.message(params.message),
      ttl: p.ttl(params.ttl),
      tag: p.tag(params.tag),
      attestation: p.optionalText(params.attestation, 'attestation'),
    }
  }

  const methods: Record<string, (connection: Connection, params: unknown) => unknown> = {
    irn_publish(connection, params) {
      publish(connection, publishParams(params))
      return true
    },
    irn_batchPublish(connection, params) {
      const { messages } = p.object(params)
      if (!Array.isArray(messages) || messages.length > 500)
        throw p.invalid('messages must be an array of at most 500 messages')
      for (const message of messages.map(publishParams)) publish(connection, message)
      return true
    },
    irn_subscribe: (connection, params) => subscribe(connection, p.topic(p.object(params).topic)),
    irn_batchSubscribe: (connection, params) =>
      p.topics(p.object(params).topics).map((topic) => subscribe(connection, topic)),
    irn_unsubscribe(connection, params) {
      unsubscribe(connection, p.topic(p.object(params).topic))
      return true
    },
    irn_batchUnsubscribe(connection, params) {
      const { subscriptions } = p.object(params)
      if (!Array.isArray(subscriptions)) throw p.invalid('subscriptions must be an array')
      for (const item of subscriptions) unsubscribe(connection, p.topic(p.object(item).topic))
      return true
    },
    irn_batchFetchMessages(connection, params) {
      const messages = p
        .topics(p.object(params).topics)
        .flatMap((topic) => mailbox.live(topic))
        .filter((message) => message.from !== connection.key)
        .map(({ topic, message, publishedAt, tag, attestation }) => ({
          topic,
          message,
          publishedAt,
          tag,
          ...(attestation ? { attestation } : {}),
        }))
      return { messages, hasMore: false }
    },
    // The dApp's proposal: it listens on the pairing topic, where the proposal waits for the wallet.
    wc_proposeSession(connection, raw) {
      const params = p.object(raw)
      const pairingTopic = p.topic(params.pairingTopic, 'pairingTopic')
      const ttl = p.ttl(params.ttl ?? 300)
      subscribe(connection, pairingTopic)
      publish(connection, {
        topic: pairingTopic,
        message: p.message(params.sessionProposal, 'sessionProposal'),
        ttl,
        tag: TAGS.proposal,
        attestation: p.optionalText(params.attestation, 'attestation'),
      })
      return true
    },
    // The wallet's approval: it listens on the session topic; the answer goes to the pairing topic and the
    // settlement to the session topic.
    wc_approveSession(connection, raw) {
      const params = p.object(raw)
      const pairingTopic = p.topic(params.pairingTopic, 'pairingTopic')
      const sessionTopic = p.topic(params.sessionTopic, 'sessionTopic')
      const ttl = p.ttl(params.ttl ?? 300)
      subscribe(connection, sessionTopic)
      publish(connection, {
        topic: pairingTopic,
        message: p.message(params.sessionProposalResponse, 'sessionProposalResponse'),
        ttl,
        tag: TAGS.proposalResponse,
      })
      publish(connection, {
        topic: sessionTopic,
        message: p.message(params.sessionSettlementRequest, 'sessionSettlementRequest'),
        ttl,
        tag: TAGS.settle,
      })
      return true
    },
  }

  const handle = (connection: Connection, data: RawData) => {
    let request: { id?: unknown; method?: unknown; params?: unknown; result?: unknown }
    try {
      request = JSON.parse(data.toString()) as typeof request
    } catch {
      return send(connection, {
        id: null,
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
      })
    }
    if (typeof request !== 'object' || request === null) return
    // The client's acknowledgements of irn_subscription.
    if (request.method === undefined) return
    const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null
    const method = typeof request.method === 'string' ? methods[request.method] : undefined
    if (!method || !Object.hasOwn(methods, request.method as string))
      return send(connection, {
        id,
        jsonrpc: '2.0',
        error: {
          code: -32601,
          message: `Method not found: ${String(request.method).slice(0, 64)}`,
        },
      })
    try {
      send(connection, { id, jsonrpc: '2.0', result: method(connection, request.params) })
    } catch (error) {
      const code = error instanceof p.RelayRpcError ? error.code : -32603
      const message = error instanceof p.RelayRpcError ? error.message : 'Internal error'
      send(connection, { id, jsonrpc: '2.0', error: { code, message } })
    }
  }

  wss.on('connection', (socket, request) => {
    const clientId = clientIdFromUrl(request.url ?? '')
    // Without a client id there is no subscription id to give: the SDKs always send one.
    if (!clientId) return socket.close(4001, 'auth JWT with an iss is required')
    const connection: Connection = { key: randomUUID(), clientId, socket, subscriptions: new Map() }
    connections.add(connection)
    socket.on('message', (data) => handle(connection, data))
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of connection.subscriptions.keys())
        subscribers.get(topic)?.delete(connection)
    })
    socket.on('error', () => socket.terminate())
  })

  const sweeper = setInterval(() => mailbox.sweep(), 60_000)
  sweeper.unref()
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve())
  })
  const bound = (http.address() as AddressInfo).port
  return {
    url: `ws://${host}:${bound}`,
    httpUrl: `http://${host}:${bound}`,
    port: bound,
    stats: () => ({ messages: mailbox.size, clients: connections.size }),
    async stop() {
      clearInterval(sweeper)
      for (const connection of connections) connection.socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
