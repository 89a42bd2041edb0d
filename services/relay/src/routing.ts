import { createHash } from 'node:crypto'
import type { MessageBus } from './bus/bus.js'
import type { Connection } from './connection.js'
import { Deliveries } from './deliveries.js'
import type { RelayMessage } from './messages.js'

/** The subscription id both sides compute: sha256 of the topic and the client id, hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

/** What a client publishes. */
export type Publication = {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

/**
 * This process's subscribers per topic, fed by the bus: a message published on any instance reaches every
 * subscriber of its topic here, but its publisher, in the order published. Delivery is at least once until
 * the subscriber's client acknowledges a push (after the bus's connection drops, what the topics hold is
 * delivered again; a notification late past a new subscriber's read of the topic comes twice; the SDKs
 * drop what they have seen), and at most once per client id after, within this process (deliveries.ts).
 */
export function createRouting(bus: MessageBus, now: () => number) {
  const subscribers = new Map<string, Set<Connection>>()
  const deliveries = new Deliveries(now)
  /**
   * Per connection and topic, while its new subscription reads what the topic holds: what the bus brought
   * meanwhile, sent after what was read so that the subscriber gets the topic's messages in order.
   */
  const reading = new WeakMap<Connection, Map<string, RelayMessage[]>>()
  let nextId = now() * 1000

  const deliver = (connection: Connection, message: RelayMessage) => {
    const held = reading.get(connection)?.get(message.topic)
    if (held) held.push(message)
    else send(connection, message)
  }

  const send = (connection: Connection, message: RelayMessage) => {
    const id = connection.subscriptions.get(message.topic)
    if (!id || message.from === connection.key) return
    if (deliveries.acknowledgedBy(connection.clientId, message)) return
    const pushId = nextId++
    deliveries.sent(connection, pushId, message)
    connection.send({
      id: pushId,
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

  bus.listen({
    wants: (topic) => Boolean(subscribers.get(topic)?.size),
    deliver(message) {
      for (const connection of subscribers.get(message.topic) ?? []) deliver(connection, message)
    },
    catchUp() {
      const topics = [...subscribers.keys()]
      if (!topics.length) return
      bus
        .live(topics)
        .then((messages) => {
          for (const message of messages)
            for (const connection of subscribers.get(message.topic) ?? [])
              deliver(connection, message)
        })
        .catch((error) => console.error('relay: catching up after the bus failed:', error))
    },
  })

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.subscriptions.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  return {
    /** Resolves once the bus keeps the message (the acknowledgement the client gets). */
    publish(from: Connection, input: Publication): Promise<void> {
      const at = now()
      return bus.publish({
        ...input,
        publishedAt: Math.floor(at / 1000),
        expiresAt: at + input.ttl * 1000,
        from: from.key,
      })
    },

    /** Listens to `topic`, then delivers what it already holds. Answers the subscription id. */
    async subscribe(connection: Connection, topic: string): Promise<string> {
      connection.checkSubscriptions([topic])
      const id = subscriptionId(topic, connection.clientId)
      // A call queued before its connection closed: listening would keep the closed connection forever.
      if (!connection.isOpen) return id
      connection.subscriptions.set(topic, id)
      const set = subscribers.get(topic) ?? new Set()
      set.add(connection)
      subscribers.set(topic, set)
      const held: RelayMessage[] = []
      const topics = reading.get(connection) ?? new Map<string, RelayMessage[]>()
      reading.set(connection, topics.set(topic, held))
      try {
        const stored = await bus.live([topic])
        for (const message of stored) send(connection, message)
        // A message is kept once per topic (bus.ts): one read already was sent.
        const sent = new Set(stored.map((message) => message.message))
        for (const message of held) if (!sent.has(message.message)) send(connection, message)
      } finally {
        if (topics.get(topic) === held) topics.delete(topic)
      }
      return id
    },

    unsubscribe,

    /** What the topics hold, but the connection's own messages and those its client acknowledged. */
    async fetch(connection: Connection, topics: readonly string[]): Promise<RelayMessage[]> {
      return (await bus.live(topics)).filter(
        (message) =>
          message.from !== connection.key &&
          !deliveries.acknowledgedBy(connection.clientId, message),
      )
    },

    /** The connection's acknowledgement of the push `pushId` (its response `{ id, result: true }`). */
    acknowledge(connection: Connection, pushId: unknown) {
      deliveries.acknowledge(connection, pushId)
    },

    /** Forgets a closed connection. */
    drop(connection: Connection) {
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
    },
  }
}

export type Routing = ReturnType<typeof createRouting>
