/** A message as the relay keeps and delivers it. */
export type RelayMessage = {
  topic: string
  message: string
  /** Unix seconds, as the SDKs read it. */
  publishedAt: number
  tag: number
  attestation?: string | undefined
  /** When it is dropped (ms since the epoch): its publisher's `ttl` after publication. */
  expiresAt: number
  /** The connection that published it: never delivered back there. */
  from: string
}

/** The longest TTL the relay keeps a message for (the public relay's limit is 30 days). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/**
 * Messages per topic until their TTL: delivered to subscribers as they arrive, and to a new subscriber or a
 * fetch afterwards, so that a wallet that connects late (or reconnects) still gets them.
 */
export class Mailbox {
  private readonly topics = new Map<string, RelayMessage[]>()

  constructor(private readonly now: () => number = Date.now) {}

  add(message: RelayMessage): void {
    const list = this.live(message.topic)
    // The same message published twice (a retry) is kept once.
    if (list.some((kept) => kept.message === message.message)) return
    list.push(message)
    this.topics.set(message.topic, list)
  }

  /** The topic's messages that have not expired, oldest first. */
  live(topic: string): RelayMessage[] {
    const now = this.now()
    const list = (this.topics.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (list.length) this.topics.set(topic, list)
    else this.topics.delete(topic)
    return list
  }

  /** Drops every expired message (run now and then, so that idle topics do not hold memory). */
  sweep(): void {
    for (const topic of [...this.topics.keys()]) this.live(topic)
  }

  get size(): number {
    let count = 0
    for (const list of this.topics.values()) count += list.length
    return count
  }
}
