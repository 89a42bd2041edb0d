import {
  forwardEmbeddedAccountActions,
  type LazyMethods,
  type ManagesEmbeddedWallet,
} from '@foyer/core/adapter'
import type { SolanaAdapterState } from '../adapterState.js'
import type { SolanaMethods } from '../methods/solanaMethods.js'
import { EMBEDDED_ENTRY } from './joinEmbeddedWallet.js'

/**
 * The embedded wallet's account actions on the Solana adapter (ManagesEmbeddedWallet; SPEC §4): they work
 * while Solana's connection is the embedded wallet's, on a Solana-only host (this adapter owns the session)
 * and beside EVM's (EVM's owns it). Their bodies load with the lazy chunk (methods/embeddedAccount.ts).
 */
export function embeddedAccountMethods(
  state: SolanaAdapterState,
  lazy: LazyMethods<SolanaMethods>,
): ManagesEmbeddedWallet {
  return {
    isEmbeddedWalletConnected: () => state.session?.stored === EMBEDDED_ENTRY,
    ...forwardEmbeddedAccountActions(lazy('embeddedAccount')),
  }
}
