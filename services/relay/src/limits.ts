/**
 * What one relay process holds at most, per connection and in total (issue 37): past a limit the relay
 * refuses the call with a JSON-RPC error naming it (or, for a reader too slow for what it is sent, closes
 * its connection; what it missed stays kept for its next subscribe), and keeps serving everyone else.
 */
export type RelayLimits = {
  /** Topics one connection listens to (a wallet with many sessions: a few dozen). */
  subscriptionsPerConnection: number
  /** Messages one connection may publish per minute (a WalletConnect request is two or three). */
  publishesPerMinute: number
  /** Bytes one connection may publish per minute. */
  publishedBytesPerMinute: number
  /** Calls of one connection waiting for an answer (the relay answers each connection's calls in order). */
  callsInFlight: number
  /** Messages written to one connection and not yet taken by it: past it, the connection is closed (1013). */
  queuedMessagesPerConnection: number
  /** Bytes written to one connection and not yet taken by it: past it, the connection is closed (1013). */
  queuedBytesPerConnection: number
  /** Connections to this process. */
  connections: number
  /**
   * Connections to this process from one address (FOYER_TRUST_PROXY's client address): what one machine,
   * or one network behind a NAT, may hold of `connections`.
   */
  connectionsPerAddress: number
  /** Messages kept for subscribers to come, over every topic (the whole bus's, on PostgreSQL). */
  storedMessages: number
  /** Bytes of messages kept (the whole bus's, on PostgreSQL). */
  storedBytes: number
}

/** The defaults: a WalletConnect session uses a fraction of each; docs/operations.md gives the reasoning. */
export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  subscriptionsPerConnection: 1_000,
  publishesPerMinute: 600,
  publishedBytesPerMinute: 16 * 1024 * 1024,
  callsInFlight: 64,
  queuedMessagesPerConnection: 1_000,
  queuedBytesPerConnection: 8 * 1024 * 1024,
  connections: 10_000,
  connectionsPerAddress: 100,
  storedMessages: 200_000,
  storedBytes: 256 * 1024 * 1024,
}

/** JSON-RPC code of a refusal past a limit (EIP-1474's "limit exceeded", as the data service answers). */
export const LIMIT_EXCEEDED = -32005
