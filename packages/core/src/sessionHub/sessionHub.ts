import type { Connector } from '../connectors/types.js'
import type { Namespace } from '../types/caip.js'

/** A namespace's part in a shared session: told when it starts, changes (awaited) or ends (`undefined`). */
export type SessionListener<Session> = (session: Session | undefined) => Promise<void> | void

/**
 * One session that several namespaces' adapters share within an instance (SPEC §2: one WalletConnect pairing
 * carries eip155 and solana; §6: the auth connector serves both). One adapter owns the session (it pairs or
 * logs in, and lends the others its channel through `owner`); every adapter that serves a namespace through
 * it joins (`join`), hears the session start, change and end, and reports the session's connector. Which
 * adapter owns it is the adapters' business: core knows only the hub. Kept in `AdapterContext.shared`.
 *
 * - `Session`: what the owner announces (the session's accounts, its channel…).
 * - `Owner`: what the owner lends the other namespaces (each part set once the owner has it).
 * - `Join`: what a namespace asks of the session when it joins (its chains and methods, or nothing).
 */
export type SessionHub<Session, Owner extends object, Join = true> = {
  /** The namespaces that joined, with what each asks of the session. */
  readonly joined: Map<Namespace, Join>
  /** The session's connector as its owner reports it (the same uid in every namespace it serves). */
  connector: Connector | undefined
  /** The session now, as the owner last announced (undefined: none). */
  session: Session | undefined
  /** What the owner lends the other namespaces; a part is missing until the owner has it. */
  readonly owner: Partial<Owner>
  /** Asks the owner to report its connector again (a namespace joined), once it listens. */
  refreshConnectors: (() => void) | undefined
  /**
   * Set by a joined adapter that can own the session itself but defers to an adapter that owns it at mount
   * (EVM's): core calls it once every adapter has mounted and none reported the session's connector (a
   * Solana-only host), and the adapter then owns the session (reports its connector, opens and ends it).
   */
  adopt: (() => void) | undefined
  /**
   * Records the session as it is now and tells every joined namespace; resolves once each has done its part
   * (a connect then resolves with every namespace in). A listener's failure is its own to report.
   */
  announce(session: Session | undefined): Promise<void>
  /**
   * Joins a namespace: records what it asks, has the owner report its connector again, and tells `listener`
   * of the session now (when there is one) and at each announce. Returns how to leave.
   */
  join(namespace: Namespace, join: Join, listener: SessionListener<Session>): () => void
}

/** Every hub made here, so that core can tell an instance's hubs among its shared values. */
const hubs = new WeakSet<object>()

/** Records a hub just made (createSessionHub.ts). */
export function rememberHub(hub: object): void {
  hubs.add(hub)
}

/** Whether a shared value is a session hub (what core looks for once every adapter has mounted). */
export function isSessionHub(value: unknown): value is SessionHub<unknown, object, unknown> {
  return typeof value === 'object' && value !== null && hubs.has(value)
}
