import { createHash } from 'node:crypto'
import type { MessageBus } from './bus/bus.js'
import type { Connection } from './connection.js'
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
 * subscriber of its topic here, but its publisher. Delivery is at least once (a message published while a
 * subscription reads what the topic holds may come twice); the SDKs drop what they have seen.
 */
export function createRouting(bus: MessageBus, now: () => number) {
  const subscribers = new Map<string, Set<Connection>>()
  let nextId = now() * 1000

  const deliver = (connection: Connection, message: RelayMessage) => {
    const id = connection.subscriptions.get(message.topic)
    if (!id || message.from === connection.key) return
    connection.send({
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
      for (const message of await bus.live([topic])) deliver(connection, message)
      return id
    },

    unsubscribe,

    /** What the topics hold, but the connection's own messages. */
    async fetch(connection: Connection, topics: readonly string[]): Promise<RelayMessage[]> {
      return (await bus.live(topics)).filter((message) => message.from !== connection.key)
    },

    /** Forgets a closed connection. */
    drop(connection: Connection) {
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
    },
  }
}

export type Routing = ReturnType<typeof createRouting>
