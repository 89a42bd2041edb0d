import { sharedValue } from '../adapterContext.js'
import { notice } from '../notices.js'
import type { FoyerContext } from '../types/instance.js'
import { WALLETCONNECT_SESSION } from '../walletconnect/hub.js'
import { isSessionHub } from './sessionHub.js'

/**
 * A session that adapters joined but none owns at mount (the owner is EVM's, and the host has no EVM
 * adapter) is handed to a joined adapter that offered to own it (`SessionHub.adopt`: Solana's, for the
 * embedded wallet). Called once every adapter has mounted, before the notices below and the reconnect.
 */
export function adoptUnownedSessions(context: FoyerContext): void {
  for (const value of context.internal.shared.values()) {
    if (!isSessionHub(value) || value.connector || value.joined.size === 0) continue
    value.adopt?.()
  }
}

/**
 * WalletConnect's session belongs to an adapter that reports its connector at mount (EVM's: it holds the
 * universal provider). When adapters joined the session but none owns it (Solana alone), there is no
 * WalletConnect entry, and the developer is told rather than left to wonder. Called once every adapter has
 * mounted.
 */
export function noticeUnownedWalletConnect(context: FoyerContext): void {
  const hub = sharedValue(context, WALLETCONNECT_SESSION)
  if (hub.joined.size === 0 || hub.connector) return
  notice(
    context,
    'walletconnect-owner',
    'projectId: WalletConnect pairs through the EVM adapter (createEvmAdapter), which this instance does not have, so WalletConnect is not shown.',
  )
}
