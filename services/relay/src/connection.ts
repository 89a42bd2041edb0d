import { WebSocket } from 'ws'
import { limitExceeded } from './errors.js'
import type { RelayLimits } from './limits.js'

/** WebSocket close code for a reader too slow for what it is sent (RFC 6455's "try again later"). */
export const CLOSE_TOO_SLOW = 1013
/** How long a reader closed for slowness has to take the close frame before its socket is dropped. */
const SLOW_READER_GRACE_MS = 10_000

/**
 * One client's connection to this relay process: what it listens to, what was written to it and not yet
 * taken, and what it published in the current minute — each bounded by the relay's limits.
 */
export class Connection {
  /** Topic → subscription id, for what this connection listens to. */
  readonly subscriptions = new Map<string, string>()
  /** Calls received and not yet answered (answered in order, one after the other). */
  callsInFlight = 0
  private queue: Promise<void> = Promise.resolve()
  private queuedMessages = 0
  private queuedBytes = 0
  private window = { start: 0, messages: 0, bytes: 0 }

  constructor(
    /** Unique across relay instances: a message is never delivered back to the connection that published it. */
    readonly key: string,
    /** The client's id (its auth JWT's `iss`), from which subscription ids are derived. */
    readonly clientId: string,
    readonly socket: WebSocket,
    private readonly limits: RelayLimits,
    private readonly now: () => number,
  ) {}

  /** Runs the connection's calls one after the other, so that its publications keep their order. */
  inOrder(task: () => Promise<void>): void {
    this.callsInFlight += 1
    this.queue = this.queue
      .then(task)
      .catch((error) => console.error('relay: a call was not answered:', error))
      .finally(() => {
        this.callsInFlight -= 1
      })
  }

  /** Settles once every call queued so far has run (a stopping relay waits for them before closing its bus). */
  settled(): Promise<void> {
    return this.queue
  }

  /** Whether the socket is still open (calls queued before a close are still run; they must not subscribe). */
  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN
  }

  /**
   * Writes `payload`. A client that does not read what it is sent would make the relay hold it all: past
   * the queued limits the connection is closed instead (what it missed is still kept for its next
   * subscription or fetch).
   */
  send(payload: object): void {
    if (!this.isOpen) return
    const text = JSON.stringify(payload)
    if (
      this.queuedMessages + 1 > this.limits.queuedMessagesPerConnection ||
      this.queuedBytes + text.length > this.limits.queuedBytesPerConnection
    ) {
      this.socket.close(CLOSE_TOO_SLOW, 'Too much waiting to be read: reconnect')
      // The close frame waits behind what the client does not read: let go of it all soon after.
      setTimeout(() => this.socket.terminate(), SLOW_READER_GRACE_MS).unref()
      return
    }
    this.queuedMessages += 1
    this.queuedBytes += text.length
    this.socket.send(text, () => {
      this.queuedMessages -= 1
      this.queuedBytes -= text.length
    })
  }

  /**
   * Counts `messages` publications of `bytes` in all against the connection's minute; throws past its
   * limits, counting nothing (a batch is taken whole or not at all).
   */
  countPublications(messages: number, bytes: number): void {
    const at = this.now()
    if (at - this.window.start >= 60_000) this.window = { start: at, messages: 0, bytes: 0 }
    if (
      this.window.messages + messages > this.limits.publishesPerMinute ||
      this.window.bytes + bytes > this.limits.publishedBytesPerMinute
    ) {
      const retryAfter = Math.max(1, Math.ceil((this.window.start + 60_000 - at) / 1000))
      throw limitExceeded(
        `Too many publications: at most ${this.limits.publishesPerMinute} messages and ${this.limits.publishedBytesPerMinute} bytes a minute per connection. Try again in ${retryAfter} s.`,
      )
    }
    this.window.messages += messages
    this.window.bytes += bytes
  }

  /** Checks that `topics` fit the connection's subscriptions; throws past the limit. */
  checkSubscriptions(topics: readonly string[]): void {
    const added = new Set(topics.filter((topic) => !this.subscriptions.has(topic))).size
    if (this.subscriptions.size + added > this.limits.subscriptionsPerConnection)
      throw limitExceeded(
        `Too many subscriptions: at most ${this.limits.subscriptionsPerConnection} topics per connection`,
      )
  }
}
