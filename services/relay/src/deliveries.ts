import { createHash } from 'node:crypto'
import type { RelayMessage } from './messages.js'

// Which messages each client acknowledged, so that a client that subscribes again (the SDK restarts its
// socket and re-subscribes to every topic) is not sent again what it already took: delivery stays at least
// once until a push is acknowledged, and at most once per client id after. What is forgotten (past a cap,
// or when the message expires) only falls back to at least once, which the SDKs survive for most messages
// (docs/toolchain.md, "a copy of a session delete", for one they do not).
//
// This process's records only: several instances behind one bus each know what was acknowledged on their
// own connections, so a client that reconnects to another instance may be sent again what it took here.

/** Pushes sent and not yet acknowledged, over all connections: past it the oldest is forgotten. */
const UNACKNOWLEDGED_MAX = 100_000
/** Messages remembered as acknowledged per client id: past it the client's oldest is forgotten. */
const ACKNOWLEDGED_PER_CLIENT = 1_000
/** Messages remembered as acknowledged in all: past it the least recently acknowledging client's go first. */
const ACKNOWLEDGED_MAX = 200_000
/** How often, at most, the records of expired messages are dropped (on an acknowledgement). */
const SWEEP_EVERY_MS = 60_000

/** The connection a push went to: `key` is unique across instances, `clientId` is the JWT's `iss`. */
type Recipient = { readonly key: string; readonly clientId: string }

type Unacknowledged = { connection: string; clientId: string; identity: string; expiresAt: number }

export class Deliveries {
  /**
   * Push id → what it carried, until its acknowledgement, its message's expiry or the cap (a closed
   * connection's are not looked for: they go the same way). Push ids are unique in this process.
   */
  private readonly unacknowledged = new Map<number, Unacknowledged>()
  /**
   * Client id → message identity → when the message expires. Clients in the order they last acknowledged
   * something, and each client's messages in the order acknowledged, so that the oldest go first.
   */
  private readonly acknowledged = new Map<string, Map<string, number>>()
  private acknowledgedCount = 0
  /** The same message object goes to every subscriber of its topic: hashed once. */
  private readonly identities = new WeakMap<RelayMessage, string>()
  private lastSweep: number

  constructor(private readonly now: () => number) {
    this.lastSweep = now()
  }

  /** Whether `clientId` acknowledged `message` already: then it is not sent to that client again. */
  acknowledgedBy(clientId: string, message: RelayMessage): boolean {
    const taken = this.acknowledged.get(clientId)
    if (!taken) return false
    const expiresAt = taken.get(this.identity(message))
    return expiresAt !== undefined && expiresAt > this.now()
  }

  /** Notes that push `pushId` carried `message` to `connection`, until the connection acknowledges it. */
  sent(connection: Recipient, pushId: number, message: RelayMessage): void {
    this.unacknowledged.set(pushId, {
      connection: connection.key,
      clientId: connection.clientId,
      identity: this.identity(message),
      expiresAt: message.expiresAt,
    })
    if (this.unacknowledged.size > UNACKNOWLEDGED_MAX) this.unacknowledged.delete(this.oldestPush())
  }

  /**
   * The connection's acknowledgement of push `pushId` (a JSON-RPC response with `result: true`): from now on
   * its client id is not sent that message again. An id the connection was not sent counts for nothing.
   */
  acknowledge(connection: Recipient, pushId: unknown): void {
    if (typeof pushId !== 'number') return
    const push = this.unacknowledged.get(pushId)
    if (!push || push.connection !== connection.key) return
    this.unacknowledged.delete(pushId)
    if (this.now() - this.lastSweep >= SWEEP_EVERY_MS) this.sweep()
    if (push.expiresAt <= this.now()) return
    const taken = this.acknowledged.get(push.clientId) ?? new Map<string, number>()
    // Last in both orders: the most recent client, and its most recent message.
    this.acknowledged.delete(push.clientId)
    this.acknowledged.set(push.clientId, taken)
    if (!taken.delete(push.identity)) this.acknowledgedCount += 1
    taken.set(push.identity, push.expiresAt)
    if (taken.size > ACKNOWLEDGED_PER_CLIENT) this.forgetOldest(push.clientId, taken)
    while (this.acknowledgedCount > ACKNOWLEDGED_MAX) {
      const [clientId, messages] = this.acknowledged.entries().next().value as [
        string,
        Map<string, number>,
      ]
      this.forgetOldest(clientId, messages)
    }
  }

  /** How many pushes wait for an acknowledgement, and how many acknowledged messages are remembered. */
  get size(): { unacknowledged: number; acknowledged: number } {
    return { unacknowledged: this.unacknowledged.size, acknowledged: this.acknowledgedCount }
  }

  /** Drops the records of expired messages: the bus no longer holds them, so none can be sent again. */
  private sweep(): void {
    const now = this.now()
    this.lastSweep = now
    for (const [pushId, push] of this.unacknowledged)
      if (push.expiresAt <= now) this.unacknowledged.delete(pushId)
    for (const [clientId, taken] of this.acknowledged) {
      for (const [identity, expiresAt] of taken)
        if (expiresAt <= now) {
          taken.delete(identity)
          this.acknowledgedCount -= 1
        }
      if (taken.size === 0) this.acknowledged.delete(clientId)
    }
  }

  private forgetOldest(clientId: string, taken: Map<string, number>): void {
    taken.delete(taken.keys().next().value as string)
    this.acknowledgedCount -= 1
    if (taken.size === 0) this.acknowledged.delete(clientId)
  }

  private oldestPush(): number {
    return this.unacknowledged.keys().next().value as number
  }

  /** A message's identity: the bus keeps a message once per topic (bus.ts), so its topic and its text. */
  private identity(message: RelayMessage): string {
    let identity = this.identities.get(message)
    if (identity === undefined) {
      // A topic is letters, digits, '_' and '-' (params.ts): the newline cannot be part of it.
      identity = createHash('sha256')
        .update(`${message.topic}\n`)
        .update(message.message)
        .digest('base64')
      this.identities.set(message, identity)
    }
    return identity
  }
}
