import type { LazyMethods } from '@foyer/core/adapter'
import type { SolanaAdapterState } from './adapterState.js'
import { joinEmbeddedWallet } from './embedded/joinEmbeddedWallet.js'
import type { SolanaMethods } from './methods/solanaMethods.js'
import { joinWalletConnect } from './walletconnect/joinWalletConnect.js'

/**
 * The chunk the adapter's mount fetches at once (issue 38; docs/decisions.md, "The Solana adapter's session
 * shells load a chunk after createFoyer"): the adapter joins the sessions it shares with other adapters
 * (WalletConnect's, the embedded wallet's), and can own them on a Solana-only host. createFoyer adopts the
 * unowned sessions and reconnects once this has run (`ChainAdapter.mounted`), so nothing is missed; the
 * connect list gains their connectors a chunk after the page's own wallets, as EVM's does.
 */
export function joinSharedSessions(
  state: SolanaAdapterState,
  lazy: LazyMethods<SolanaMethods>,
  report: () => void,
): void {
  const mounted = state.context
  if (!mounted) return
  // Followed by the lazy chunk (methods/followSessions.ts) once one starts, changes or ends.
  state.walletConnect = joinWalletConnect(
    mounted,
    state.networks,
    lazy('followWalletConnect'),
    report,
  )
  state.embedded = joinEmbeddedWallet(mounted, {
    onSession: lazy('followEmbedded'),
    onOwn(owner) {
      state.embeddedOwner = owner
      if (state.embedded) state.embedded.hub.refreshConnectors = report
      report()
    },
  })
  report()
}
