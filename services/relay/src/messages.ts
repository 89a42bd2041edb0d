import { limitExceeded } from './errors.js'

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
  /** The connection that published it (unique across instances): never delivered back there. */
  from: string
}

/** The longest TTL the relay keeps a message for (the public relay's limit is 30 days). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** What a kept message counts for against the relay's byte limit. */
export const storedBytes = (message: RelayMessage) =>
  message.message.length + (message.attestation?.length ?? 0)

/**
 * Messages per topic until their TTL, in this process: delivered to a new subscriber or a fetch after
 * their publication, so that a wallet that connects late (or reconnects) still gets them. Holds at most
 * `limits.messages` messages and `limits.bytes` bytes: past them a publication is refused, never a crash.
 */
export class Mailbox {
  private readonly topics = new Map<string, RelayMessage[]>()
  private count = 0
  private bytes = 0

  constructor(
    private readonly now: () => number,
    private readonly limits: { messages: number; bytes: number },
  ) {}

  /** Keeps `message`; false when the same message is kept already (a retry is kept once). */
  add(message: RelayMessage): boolean {
    const list = this.live(message.topic)
    if (list.some((kept) => kept.message === message.message)) return false
    const size = storedBytes(message)
    if (this.count + 1 > this.limits.messages || this.bytes + size > this.limits.bytes) {
      // Expired messages of idle topics may still count: drop them before refusing.
      this.sweep()
      if (this.count + 1 > this.limits.messages || this.bytes + size > this.limits.bytes)
        throw limitExceeded(
          `The relay is full (${this.limits.messages} messages or ${this.limits.bytes} bytes kept for subscribers to come). Try again later.`,
        )
    }
    list.push(message)
    this.topics.set(message.topic, list)
    this.count += 1
    this.bytes += size
    return true
  }

  /** The topic's messages that have not expired, oldest first. */
  live(topic: string): RelayMessage[] {
    const now = this.now()
    const all = this.topics.get(topic) ?? []
    const list = all.filter((message) => message.expiresAt > now)
    if (list.length !== all.length)
      for (const gone of all) {
        if (gone.expiresAt > now) continue
        this.count -= 1
        this.bytes -= storedBytes(gone)
      }
    if (list.length) this.topics.set(topic, list)
    else this.topics.delete(topic)
    return list
  }

  /** Drops every expired message (run now and then, so that idle topics do not hold memory). */
  sweep(): void {
    for (const topic of [...this.topics.keys()]) this.live(topic)
  }

  get size(): { messages: number; bytes: number } {
    return { messages: this.count, bytes: this.bytes }
  }
}
