import { Mailbox } from '../messages.js'
import type { BusListener, MessageBus } from './bus.js'

/** A relay alone: messages kept in this process's memory, handed straight to its own subscribers. */
export function createMemoryBus(
  now: () => number,
  limits: { storedMessages: number; storedBytes: number },
): MessageBus {
  const mailbox = new Mailbox(now, { messages: limits.storedMessages, bytes: limits.storedBytes })
  const listeners: BusListener[] = []
  const sweeper = setInterval(() => mailbox.sweep(), 60_000)
  sweeper.unref()
  return {
    kind: 'memory',
    async publish(message) {
      if (!mailbox.add(message)) return
      for (const listener of listeners) if (listener.wants(message.topic)) listener.deliver(message)
    },
    live: async (topics) => topics.flatMap((topic) => mailbox.live(topic)),
    listen: (listener) => void listeners.push(listener),
    stored: async () => mailbox.size,
    close: async () => clearInterval(sweeper),
  }
}
