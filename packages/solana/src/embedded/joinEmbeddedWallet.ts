import {
  type AdapterContext,
  EMBEDDED_WALLET_HUB_KEY,
  type EmbeddedWalletHub,
  embeddedWalletHub,
} from '@foyer/core'

/** What the adapter stores as the wallet of a session that is the embedded wallet's. */
export const EMBEDDED_ENTRY = 'Embedded wallet'

/**
 * Joins the instance's embedded wallet (owned by the adapter that logs in, EVM's): has the owner report its
 * auth connector with `solana` among its namespaces, and calls `onSession` when the wallet's session opens
 * (awaited: the login completes once Solana's side is connected too) or ends. Undefined when the host has
 * no embedded wallet.
 */
export function joinEmbeddedWallet(
  mounted: AdapterContext,
  onSession: (connected: boolean, hub: EmbeddedWalletHub) => Promise<void>,
): { hub: EmbeddedWalletHub; stop(): void } | undefined {
  if (!mounted.embeddedWallet) return undefined
  const hub = mounted.shared(EMBEDDED_WALLET_HUB_KEY, embeddedWalletHub)
  hub.namespaces.add('solana')
  hub.refreshConnectors?.()
  const listener = (connected: boolean) => onSession(connected, hub)
  hub.listeners.add(listener)
  if (hub.connected) void listener(true)
  return {
    hub,
    stop: () => {
      hub.listeners.delete(listener)
      hub.namespaces.delete('solana')
    },
  }
}
