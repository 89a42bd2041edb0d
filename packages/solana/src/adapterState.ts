// Module order only (@foyer/core has no side effects, so no code ships for this line). This is the
// first module of the adapter's eager part (createSolanaAdapter.ts), so a host's bundler meets @foyer/core's
// main entry before its adapter entry (gateway.ts), as it did while the shared sessions were joined at mount.
// Rolldown (Vite 8) folds the modules a page shares with its chunks into the entry chunk one group at a time,
// in module order, and keeps a group out when folding it would close a chunk cycle at that moment (rolldown
// issues 10731, 10905). Met through the adapter entry first, errors/base.js and the English messages stayed
// a second eager file of an EVM + Solana page once the session shells became a chunk (sessionShells.ts).
import '@foyer/core'
import type { AdapterConnection, AdapterContext } from '@foyer/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { joinEmbeddedWallet } from './embedded/joinEmbeddedWallet.js'
import type { EmbeddedWalletOwner } from './embedded/ownEmbeddedWallet.js'
import type { SolanaNetwork } from './networks.js'
import type { SolanaSession } from './session.js'
import type { ConnectionStore } from './storedConnection.js'
import type { joinWalletConnect } from './walletconnect/joinWalletConnect.js'

/** The connected wallet as the adapter holds it: the session, how it is listed and remembered, its events. */
export type SolanaConnection = SolanaSession & {
  connectorUid: string
  /** What the store remembers as its wallet (its name, or a shared session's entry). */
  stored: string
  stopEvents: () => void
  /** Who signed in, for the embedded wallet's session (SPEC §3 'User'). */
  signedIn?: Pick<AdapterConnection, 'user' | 'socialProvider'> | undefined
}

/**
 * What the adapter's eager part (createSolanaAdapter.ts, sessionShells.ts) shares with its lazily
 * loaded methods (methods/): one mutable object, as the methods run in another chunk.
 */
export type SolanaAdapterState = {
  /** The host's clusters, the first one the default. */
  readonly networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  readonly store: ConnectionStore
  /** The Solana wallets registered through the Wallet Standard now. */
  wallets: readonly Wallet[]
  /** Set while mounted. */
  context: AdapterContext | undefined
  session: SolanaConnection | undefined
  /** The instance's WalletConnect session, when the host has WalletConnect (joined a chunk after mount). */
  walletConnect: ReturnType<typeof joinWalletConnect>
  /** The instance's embedded wallet, when the host has it (joined a chunk after mount). */
  embedded: ReturnType<typeof joinEmbeddedWallet>
  /** Set when this adapter owns the embedded wallet (no EVM adapter logs in for it). */
  embeddedOwner: EmbeddedWalletOwner | undefined
  /** Called when the wallets or the session change (what a reconnect waits on). */
  readonly walletsListeners: Set<() => void>
}

/** Tells everyone waiting on the wallets or the session that they changed. */
export function notifyWalletsListeners(state: SolanaAdapterState): void {
  for (const listener of [...state.walletsListeners]) listener()
}
