import type { Connector } from '../connectors/types.js'
import type { Namespace } from '../types/caip.js'

/** A namespace's part in an embedded-wallet session: told when it starts (awaited) or ends. */
export type EmbeddedWalletListener = (connected: boolean) => Promise<void> | void

/**
 * One embedded wallet for every adapter of an instance (SPEC §6: the auth connector serves eip155 and
 * solana). The adapter that logs in (EVM's auth connector) owns the frame's channel; the others join with
 * their namespace, hear when the session starts or ends, and send their requests through the same channel.
 * Kept in `AdapterContext.shared(EMBEDDED_WALLET_HUB_KEY)` — create it with `embeddedWalletHub`.
 */
export type EmbeddedWalletHub = {
  /** The owner's embedded module and frame channel, loading or loaded (one per instance). */
  loading: Promise<unknown> | undefined
  /** The frame's channel (`@foyer/embedded`'s FrameTransport), once the owner has set how to load it. */
  transport: (() => Promise<unknown>) | undefined
  /** Namespaces other adapters serve through the embedded wallet. */
  namespaces: Set<Namespace>
  /** The auth connector as its owner reports it (same uid in every namespace it serves). */
  connector: Connector | undefined
  /** Whether the embedded wallet's session is open, as the owner last told. */
  connected: boolean
  listeners: Set<EmbeddedWalletListener>
  /** Asks the owner to report its connectors again (a namespace joined). */
  refreshConnectors: (() => void) | undefined
  /**
   * Records whether the session is open and tells every listener; resolves once each has done its part
   * (so that a login resolves with every namespace connected). A listener's failure is its own to report.
   */
  announce(connected: boolean): Promise<void>
}

export const EMBEDDED_WALLET_HUB_KEY = 'embedded-wallet'

export function embeddedWalletHub(): EmbeddedWalletHub {
  const hub: EmbeddedWalletHub = {
    loading: undefined,
    transport: undefined,
    namespaces: new Set(),
    connector: undefined,
    connected: false,
    listeners: new Set(),
    refreshConnectors: undefined,
    async announce(connected) {
      hub.connected = connected
      await Promise.allSettled([...hub.listeners].map(async (listener) => listener(connected)))
    },
  }
  return hub
}
