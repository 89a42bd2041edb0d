import type { AdapterContext } from '@foyer/core'
import {
  EMBEDDED_WALLET_SESSION,
  type EmbeddedWalletHub,
  type EmbeddedWalletSession,
} from '@foyer/embedded'

/** What the adapter stores as the wallet of a session that is the embedded wallet's. */
export const EMBEDDED_ENTRY = 'Embedded wallet'

/**
 * Joins the instance's embedded wallet (owned by the adapter that logs in, EVM's): has the owner report its
 * auth connector with `solana` among its namespaces, and calls `onSession` with the wallet's session when it opens
 * (awaited: the login completes once Solana's side is connected too) or ends. Undefined when the host has
 * no embedded wallet.
 */
export function joinEmbeddedWallet(
  mounted: AdapterContext,
  onSession: (session: EmbeddedWalletSession | undefined, hub: EmbeddedWalletHub) => Promise<void>,
): { hub: EmbeddedWalletHub; stop(): void } | undefined {
  if (!mounted.embeddedWallet) return undefined
  const hub = mounted.shared(EMBEDDED_WALLET_SESSION)
  const stop = hub.join('solana', true, (session) => onSession(session, hub))
  return { hub, stop }
}
