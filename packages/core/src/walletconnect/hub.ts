import { createSessionHub } from '../sessionHub/createSessionHub.js'
import type { SessionHub } from '../sessionHub/sessionHub.js'
import { sharedKey } from '../sessionHub/sharedKey.js'

/** What a namespace asks a WalletConnect session for (a CAIP-25 namespace proposal). */
export type WalletConnectNamespaceRequest = {
  chains: string[]
  methods: string[]
  events: string[]
}

/** The part of a WalletConnect session the adapters read: accounts (CAIP-10) per namespace. */
export type WalletConnectSessionView = { namespaces: Record<string, { accounts: string[] }> }

/** What the adapter that pairs lends the others of its WalletConnect session. */
export type WalletConnectOwner = {
  /** Sends a request of any namespace through the session (once the owner's provider is up). */
  request(args: { method: string; params: unknown }, chainId: string): Promise<unknown>
  /**
   * Brings a stored session back (loads the SDK when there is one to restore), for a namespace that was
   * connected through it when the owner's own namespace was not (set at mount).
   */
  restore(): Promise<void>
  /** Ends the session on both sides (once the owner's provider is up). */
  disconnect(): Promise<void>
}

/**
 * One WalletConnect session for every adapter of an instance (SPEC §2: one pairing carries eip155 and
 * solana): the adapter that pairs owns the universal provider; the others join with the chains and methods
 * their namespace asks the session for before it pairs, hear of the session, and send their namespace's
 * requests through `owner.request`.
 */
export type WalletConnectHub = SessionHub<
  WalletConnectSessionView,
  WalletConnectOwner,
  WalletConnectNamespaceRequest
>

/** The instance's WalletConnect hub: `AdapterContext.shared(WALLETCONNECT_SESSION)`. */
export const WALLETCONNECT_SESSION = sharedKey<WalletConnectHub>('walletconnect', createSessionHub)
