import type { FoyerContext } from '../types/instance.js'
import { isSessionHub } from './sessionHub.js'

/**
 * A session that adapters joined but none owns at mount (the owner is EVM's, and the host has no EVM
 * adapter) is handed to a joined adapter that offered to own it (`SessionHub.adopt`: Solana's, for the
 * embedded wallet and WalletConnect). Called once every adapter has mounted, before the development
 * notices and the reconnect.
 */
export function adoptUnownedSessions(context: FoyerContext): void {
  for (const value of context.internal.shared.values()) {
    if (!isSessionHub(value) || value.connector || value.joined.size === 0) continue
    value.adopt?.()
  }
}
