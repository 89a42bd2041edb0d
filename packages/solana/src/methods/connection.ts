import { ChainNotSupportedError } from '@foyer/core'
import { StandardDisconnect, type StandardDisconnectFeature } from '@wallet-standard/features'
import type { SolanaAdapterState } from '../adapterState.js'
import type { SolanaParameters } from '../solanaAdapterTypes.js'
import { EMBEDDED_ENTRY, WALLETCONNECT_ENTRY } from '../storedConnection.js'
import { emitConnection, end, requireNetwork } from './session.js'

/** Ends the connection, and the shared session it came through on every side. */
export async function disconnect(state: SolanaAdapterState): Promise<void> {
  const current = state.session
  try {
    // A WalletConnect session ends on both sides (when EVM shares it, core disconnects that side too).
    if (current?.stored === WALLETCONNECT_ENTRY) await state.walletConnect?.hub.owner.disconnect?.()
    // The embedded wallet's, when this adapter owns it (when EVM's does, core disconnects it there).
    if (current?.stored === EMBEDDED_ENTRY) await state.embeddedOwner?.signOut()
    const feature = (current?.wallet.features as Partial<StandardDisconnectFeature>)?.[
      StandardDisconnect
    ]
    await feature?.disconnect()
  } finally {
    end(state)
  }
}

/**
 * Switches the connection to another of the host's clusters: Solana wallets sign for the cluster they are
 * told, so only an account that names its chains and not this one refuses.
 */
export async function switchNetwork(
  state: SolanaAdapterState,
  { network }: SolanaParameters<'switchNetwork'>,
): Promise<void> {
  const target = requireNetwork(state, network)
  const { session } = state
  if (!session) return
  const chains = session.account.chains
  if (chains.length > 0 && !chains.includes(target.chain))
    throw new ChainNotSupportedError({
      details: `${session.wallet.name} does not sign for ${target.chain}`,
    })
  session.network = target
  state.store.write({ wallet: session.stored, network: target.id })
  emitConnection(state)
}
