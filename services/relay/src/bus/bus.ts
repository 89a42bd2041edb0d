import type { RelayMessage } from '../messages.js'

/** What a relay instance does with the messages the bus brings it. */
export type BusListener = {
  /** Whether this instance has a subscriber for the topic (spares fetching what nobody here wants). */
  wants(topic: string): boolean
  /** A message published on the bus, by any instance (this one's included). */
  deliver(message: RelayMessage): void
  /**
   * The bus may have passed messages by (its connection dropped and is back): read every topic listened to
   * again and deliver what is there (at least once).
   */
  catchUp(): void
}

/**
 * Where messages go between publishers and subscribers, and wait for subscribers to come: in this process
 * when the relay runs alone, through PostgreSQL when several instances share one database (issue 37).
 */
export type MessageBus = {
  kind: 'memory' | 'postgres'
  /**
   * Keeps `message` until its TTL and hands it to every instance's listener. Resolves once it is kept (on
   * PostgreSQL, committed), so that the relay's acknowledgement of a publication means it; rejects with a
   * limit error when the bus is full. The same message published twice on a topic is kept once.
   */
  publish(message: RelayMessage): Promise<void>
  /** The topics' messages that have not expired, oldest first per topic. */
  live(topics: readonly string[]): Promise<RelayMessage[]>
  listen(listener: BusListener): void
  /** How much it keeps (for stats and tests). */
  stored(): Promise<{ messages: number; bytes: number }>
  close(): Promise<void>
}
