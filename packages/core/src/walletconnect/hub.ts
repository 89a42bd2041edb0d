import type { Connector } from '../connectors/types.js'

/** What a namespace asks a WalletConnect session for (a CAIP-25 namespace proposal). */
export type WalletConnectNamespaceRequest = {
  chains: string[]
  methods: string[]
  events: string[]
}

/** The part of a WalletConnect session the adapters read: accounts (CAIP-10) per namespace. */
export type WalletConnectSessionView = { namespaces: Record<string, { accounts: string[] }> }

/**
 * One WalletConnect session for every adapter of an instance (SPEC §2: one pairing carries eip155 and
 * solana). The adapter that pairs (EVM's connector) owns the universal provider; the others add the namespaces
 * they need before it pairs, hear of the session, and send their namespace's requests through it. Kept in
 * `AdapterContext.shared('walletconnect')` — create it with `walletConnectHub`.
 */
export type WalletConnectHub = {
  /** The SDK, loading or loaded (the owner's). */
  loading: Promise<unknown> | undefined
  /** SPEC §8: each universal-provider alert once per instance. */
  alerted: Set<string>
  /** Namespaces other adapters ask the session for, by CAIP namespace. */
  namespaces: Map<string, WalletConnectNamespaceRequest>
  /** The WalletConnect connector as its owner reports it (same uid in every namespace it serves). */
  connector: Connector | undefined
  /** The session now, as the owner last told (undefined: none). */
  session: WalletConnectSessionView | undefined
  /** Told each time the session starts, changes or ends. */
  listeners: Set<(session: WalletConnectSessionView | undefined) => Promise<void> | void>
  /** Sends a request of any namespace through the session (set by the owner once its provider is up). */
  request:
    | ((args: { method: string; params: unknown }, chainId: string) => Promise<unknown>)
    | undefined
  /**
   * Brings a stored session back (loads the SDK when there is one to restore), for a namespace that was
   * connected through it when the owner's own namespace was not (set by the owner at mount).
   */
  restore: (() => Promise<void>) | undefined
  /** Ends the session on both sides (set by the owner once its provider is up). */
  disconnect: (() => Promise<void>) | undefined
  /** Asks the owner to report its connectors again (a namespace was added). */
  refreshConnectors: (() => void) | undefined
  /**
   * Records the session as it is now and tells every listener (the owner calls it; lazy code needs no import);
   * resolves once each has done its part.
   */
  announce(session: WalletConnectSessionView | undefined): Promise<void>
}

/** The hub's shared key and a fresh hub, for `AdapterContext.shared`. */
export const WALLETCONNECT_HUB_KEY = 'walletconnect'
export function walletConnectHub(): WalletConnectHub {
  const hub: WalletConnectHub = {
    loading: undefined,
    alerted: new Set(),
    namespaces: new Map(),
    connector: undefined,
    session: undefined,
    listeners: new Set(),
    request: undefined,
    disconnect: undefined,
    restore: undefined,
    refreshConnectors: undefined,
    async announce(session) {
      hub.session = session
      // Resolves once each listener has done its part (a connect then resolves with every namespace in).
      await Promise.allSettled([...hub.listeners].map(async (listener) => listener(session)))
    },
  }
  return hub
}
