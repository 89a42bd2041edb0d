import { createSessionHub, type SessionHub, sharedKey } from '@foyer/core/adapter'
import type { FrameTransport } from './transport.js'

/** The embedded wallet's session as its owner announces it: open, with the frame's channel. */
export type EmbeddedWalletSession = { transport: FrameTransport }

/**
 * One embedded wallet for every adapter of an instance (SPEC §6: the auth connector serves eip155 and
 * solana): the adapter that logs in owns the frame's channel and announces the session once the login is
 * done (awaited: the login completes with every joined namespace connected) and when it ends; the others
 * join with their namespace and send their requests through the announced channel. The owner lends nothing
 * else, so `owner` is empty.
 */
export type EmbeddedWalletHub = SessionHub<EmbeddedWalletSession, Record<never, never>>

/** The instance's embedded-wallet hub: `AdapterContext.shared(EMBEDDED_WALLET_SESSION)`. */
export const EMBEDDED_WALLET_SESSION = sharedKey<EmbeddedWalletHub>(
  'embedded-wallet',
  createSessionHub,
)
