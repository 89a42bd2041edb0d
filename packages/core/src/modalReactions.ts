import { closeModal, openModal, resetView } from './actions/modal.js'
import type { FoyerState } from './state/types.js'
import type { FoyerContext } from './types/instance.js'

/**
 * What the modal does when the connection changes under it, so that no action has to: it shows
 * UnsupportedChain when the wallet moves to a chain the app did not ask for (SPEC §2: with network
 * switching on and unsupported chains not allowed), returns to Account once the chain is supported again,
 * and closes when the account it shows is disconnected. Started by createFoyer; returns a stop function.
 */
export function watchModalReactions(foyer: FoyerContext): () => void {
  return foyer.store.subscribe((state, previous) => {
    const namespace = state.activeNamespace
    if (!namespace) return
    const unsupported = state.networks[namespace]?.unsupported ?? false
    const wasUnsupported =
      previous.activeNamespace === namespace && (previous.networks[namespace]?.unsupported ?? false)
    const connected = state.accounts[namespace]?.status === 'connected'
    const wasConnected = previous.accounts[namespace]?.status === 'connected'
    const { enableNetworkSwitch, allowUnsupportedChain } = foyer.options

    if (connected && unsupported && !wasUnsupported) {
      if (enableNetworkSwitch && !allowUnsupportedChain)
        openModal(foyer, { view: 'UnsupportedChain', namespace })
    } else if (wasUnsupported && !unsupported && showing(state, 'UnsupportedChain')) {
      resetView(foyer, 'Account')
    } else if (
      wasConnected &&
      !connected &&
      (showing(state, 'Account') || showing(state, 'UnsupportedChain'))
    ) {
      closeModal(foyer)
    }
  })
}

function showing(state: FoyerState, view: FoyerState['router']['view']): boolean {
  return state.open && state.router.view === view
}
