import { expect, test } from 'vitest'
import type { MessageBus } from './bus/bus.js'
import { createMemoryBus } from './bus/memoryBus.js'
import type { Connection } from './connection.js'
import type { RelayMessage } from './messages.js'
import { createRouting } from './routing.js'

// A new subscription reads what its topic holds while the bus may bring a newer message (on PostgreSQL, a
// NOTIFY that lands while the SELECT runs): the subscriber gets the topic's messages in order, each once.

const topic = 'a'.repeat(64)
const NOW = 1_800_000_000_000
const message = (text: string): RelayMessage => ({
  topic,
  message: text,
  publishedAt: NOW / 1000,
  tag: 1000,
  expiresAt: NOW + 300_000,
  from: 'publisher',
})

/** A subscriber's connection that records the messages pushed to it. */
function subscriber() {
  const pushed: string[] = []
  const connection = {
    key: 'subscriber',
    clientId: 'did:key:subscriber',
    subscriptions: new Map<string, string>(),
    isOpen: true,
    checkSubscriptions: () => {},
    send: (payload: { params: { data: { message: string } } }) =>
      pushed.push(payload.params.data.message),
  } as unknown as Connection
  return { connection, pushed }
}

/** A memory bus whose read of a topic runs `during` around it (`before` or `after` reading). */
function busWithNews(when: 'before' | 'after', news: RelayMessage): MessageBus {
  const bus = createMemoryBus(() => NOW, { storedMessages: 100, storedBytes: 100_000 })
  return {
    ...bus,
    async live(topics) {
      if (when === 'before') await bus.publish(news)
      const stored = await bus.live(topics)
      if (when === 'after') await bus.publish(news)
      return stored
    },
  }
}

test('a message the bus brings while the subscription reads the topic comes after what was read', async () => {
  const bus = busWithNews('after', message('new'))
  const routing = createRouting(bus, () => NOW)
  await bus.publish(message('old 1'))
  await bus.publish(message('old 2'))
  const { connection, pushed } = subscriber()
  await routing.subscribe(connection, topic)
  expect(pushed).toEqual(['old 1', 'old 2', 'new'])
  // And what comes next goes straight through.
  await bus.publish(message('later'))
  expect(pushed).toEqual(['old 1', 'old 2', 'new', 'later'])
})

test('a message both read and brought by the bus during the subscription is pushed once', async () => {
  const bus = busWithNews('before', message('new'))
  const routing = createRouting(bus, () => NOW)
  await bus.publish(message('old'))
  const { connection, pushed } = subscriber()
  await routing.subscribe(connection, topic)
  expect(pushed).toEqual(['old', 'new'])
})
