import { WebSocket } from 'ws'

/** An auth JWT whose only use here is its `iss`, the client id (the relay does not check signatures). */
export const jwt = (iss: string) =>
  ['{"alg":"EdDSA"}', JSON.stringify({ iss }), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

export type Answer = { result?: unknown; error?: { code: number; message: string } }

/** A pushed irn_subscription's params. */
export type Pushed = {
  id: string
  data: { topic: string; message: string; tag: number; publishedAt: number }
}

/** A relay client over a raw WebSocket, as the SDKs speak to it; acknowledges what is pushed (unless told). */
export type TestClient = {
  socket: WebSocket
  call(method: string, params?: unknown): Promise<Answer>
  /** The irn_subscription pushes received so far. */
  pushed: Pushed[]
  /** Resolves when `count` pushes in all have arrived. */
  received(count: number): Promise<void>
  /** Resolves once `done()` holds, checked now and after each push. */
  until(done: () => boolean): Promise<void>
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>
  close(): void
}

/**
 * Connects `clientId` to `url` (with `headers`, an Origin say); resolves once open. With `acknowledges:
 * false` it never answers a push, as a client that dropped before it could.
 */
export async function connectClient(
  url: string,
  clientId: string,
  {
    projectId = 'test',
    headers,
    acknowledges = true,
  }: { projectId?: string; headers?: Record<string, string>; acknowledges?: boolean } = {},
): Promise<TestClient> {
  const socket = new WebSocket(`${url}/?auth=${jwt(clientId)}&projectId=${projectId}`, { headers })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const waiting = new Map<number, (answer: Answer) => void>()
  const pushed: Pushed[] = []
  const watchers = new Set<() => void>()
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString())
    if (message.method === 'irn_subscription') {
      pushed.push(message.params)
      if (acknowledges)
        socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }))
      for (const watcher of watchers) watcher()
      return
    }
    waiting.get(message.id)?.(message)
    waiting.delete(message.id)
  })
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return
        watchers.delete(check)
        resolve()
      }
      watchers.add(check)
      check()
    })
  return {
    socket,
    call: (method, params) =>
      new Promise((resolve) => {
        const id = nextId++
        waiting.set(id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    pushed,
    received: (count) => until(() => pushed.length >= count),
    until,
    closed,
    close: () => socket.close(),
  }
}

/** Publishes `message` on `topic` (TTL 300 s, tag 1000 unless said). */
export const publish = (
  client: TestClient,
  topic: string,
  message: string,
  ttl = 300,
  tag = 1000,
) => client.call('irn_publish', { topic, message, ttl, tag, prompt: false })
