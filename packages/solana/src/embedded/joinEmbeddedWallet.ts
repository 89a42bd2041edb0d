import type { AdapterContext } from '@foyer/core/adapter'
import {
  EMBEDDED_WALLET_SESSION,
  type EmbeddedWalletHub,
  type EmbeddedWalletSession,
} from '@foyer/embedded'
import { type EmbeddedWalletOwner, ownEmbeddedWallet } from './ownEmbeddedWallet.js'

/**
 * Joins the instance's embedded wallet: has its owner report the auth connector with `solana` among its
 * namespaces, and calls `onSession` with the wallet's session when it opens (awaited: the login completes
 * once Solana's side is connected too) or ends. The owner is the adapter that logs in at mount (EVM's);
 * when there is none (a Solana-only host), core hands the session to this adapter (`adopt`), which then
 * owns it and hands `onOwn` what it does as the owner. Undefined when the host has no embedded wallet.
 */
export function joinEmbeddedWallet(
  mounted: AdapterContext,
  {
    onSession,
    onOwn,
  }: {
    onSession: (session: EmbeddedWalletSession | undefined, hub: EmbeddedWalletHub) => Promise<void>
    onOwn: (owner: EmbeddedWalletOwner) => void
  },
): { hub: EmbeddedWalletHub; stop(): void } | undefined {
  const settings = mounted.embeddedWallet
  if (!settings) return undefined
  const hub = mounted.shared(EMBEDDED_WALLET_SESSION)
  const stop = hub.join('solana', true, (session) => onSession(session, hub))
  hub.adopt = () => {
    const owner = ownEmbeddedWallet({ mounted, settings, hub })
    hub.connector = owner.connector
    onOwn(owner)
  }
  return {
    hub,
    stop() {
      stop()
      hub.adopt = undefined
    },
  }
}
