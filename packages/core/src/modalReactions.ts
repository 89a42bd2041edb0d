import { cancelConnect } from './actions/cancelConnect.js'
import { closeModal } from './actions/closeModal.js'
import { openView } from './actions/openView.js'
import { showToast } from './actions/showToast.js'
import { goBack, pushView, resetView } from './actions/viewStack.js'
import { PayError } from './errors/pay.js'
import { endPay, settlePay } from './pay/paySlice.js'
import type { FoyerState } from './state/types.js'
import type { FoyerContext } from './types/instance.js'
import { ACCOUNT_VIEWS } from './views.js'

/**
 * What the modal does when the connection changes under it, so that no action has to: it shows
 * UnsupportedChain when the wallet moves to a chain the app did not ask for (SPEC §2: with network
 * switching on and unsupported chains not allowed), returns to Account once the chain is supported again,
 * closes when the account it shows (ACCOUNT_VIEWS) is disconnected, and opens the Pay view on a payment a host
 * asked for (`pay()`). Started with the deferred parts (deferred/startDeferredParts.ts), from the state
 * createFoyer made; returns a stop function.
 */
export function watchModalReactions(foyer: FoyerContext, since: FoyerState): () => void {
  // What changed between createFoyer and this start (the reactions load with the deferred parts): a reconnect
  // onto an unsupported chain, an approval asked meanwhile, met as if it had just happened.
  const current = foyer.store.getState()
  if (current !== since) react(foyer, current, since)
  return foyer.store.subscribe((state, previous) => react(foyer, state, previous))
}

function react(foyer: FoyerContext, state: FoyerState, previous: FoyerState): void {
  reactToApprovals(foyer, state, previous)
  // A host asked for a payment (`pay()` recorded it): the Pay view opens on it, or `pay()` fails.
  const payment = state.pay?.payment
  if (payment && payment !== previous.pay?.payment) {
    if (!openView(foyer, { view: 'Pay', namespace: payment.network.chainNamespace }))
      settlePay(foyer, new PayError({ key: 'payFailed' }, 'PAY_FAILED'))
  }
  // A payment's view closed: `pay()` settles (cancelled, unless it was paid).
  if (previous.open && !state.open && state.pay) endPay(foyer)
  // The wallet's passkey page went with the modal: the ceremony waiting on it is cancelled.
  if (previous.open && !state.open && state.connectFlow?.step?.type === 'awaitPasskey')
    cancelConnect(foyer)
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
      openView(foyer, { view: 'UnsupportedChain', namespace })
  } else if (wasUnsupported && !unsupported && showing(state, 'UnsupportedChain')) {
    resetView(foyer, 'Account')
  } else if (wasConnected && !connected && state.open && ACCOUNT_VIEWS.has(state.router.view)) {
    closeModal(foyer)
  }
}

/**
 * The transaction stack (SPEC §2, §4 'RPC flow'): a request arriving opens ApproveTransaction — the modal
 * opens on it when closed, or it goes on top of the view shown — and when the last request settles the view
 * closes the modal it opened, or pops back to where the visitor was. A refused method opens the modal and,
 * when its 300 ms are up, shows 'Action not allowed'.
 */
function reactToApprovals(foyer: FoyerContext, state: FoyerState, previous: FoyerState): void {
  if (state.approvals.length > 0 && previous.approvals.length === 0) {
    if (!state.open) openView(foyer, { view: 'ApproveTransaction' })
    else if (state.router.view !== 'ApproveTransaction') pushView(foyer, 'ApproveTransaction')
  } else if (state.approvals.length === 0 && previous.approvals.length > 0) {
    if (!showing(state, 'ApproveTransaction')) return
    if (state.router.history.length > 1) goBack(foyer)
    else closeModal(foyer, { force: true })
  }
  const refused = state.refusedRequest
  if (refused && refused !== previous.refusedRequest) {
    if (!refused.shown && !state.open) openView(foyer, {})
    if (refused.shown && !previous.refusedRequest?.shown)
      showToast(foyer, { variant: 'error', message: { key: 'actionNotAllowed' } })
  }
}

function showing(state: FoyerState, view: FoyerState['router']['view']): boolean {
  return state.open && state.router.view === view
}
