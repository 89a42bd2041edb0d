import { applySignIn, checkSignIn, IDLE } from './actions/checkSignIn.js'
import { closeModal } from './actions/closeModal.js'
import { declineSignIn } from './actions/declineSignIn.js'
import { disconnect } from './actions/disconnect.js'
import { openView } from './actions/openView.js'
import { showToast } from './actions/showToast.js'
import { resetView } from './actions/viewStack.js'
import { parseCaipAccountId } from './caip/accountId.js'
import { loadSiwx } from './siwx/loadSiwx.js'
import type { FoyerState } from './state/types.js'
import type { Namespace } from './types/caip.js'
import type { FoyerContext } from './types/instance.js'

/**
 * What the modal does about sign-in with the wallet (SPEC §4 'Wallet sign-in'), started by createFoyer when
 * `siwx` or `siweConfig` is set. When an account connects or changes network (on a network the app
 * offers), the SIWX config is asked for a session; without one, ConnectingSiwe asks the visitor to sign.
 * A sign-in closes the prompt; a failed one says why and reopens it; closing it unsigned disconnects when
 * sign-in is required; a config that cannot answer disconnects, with SPEC §8's text. A disconnect signs
 * out (unless the config says not to). Returns a stop function.
 */
export function watchSignIn(foyer: FoyerContext): () => void {
  // The account last signed in (namespace and address): its disconnect signs out, whatever the prompt did.
  let signedIn: { namespace: Namespace; address: string } | undefined
  const react = (state: FoyerState, previous: FoyerState) => {
    const account = signInAccount(state)
    const before = signInAccount(previous)
    if (account !== before) {
      if (account) {
        // A fresh connect in the open modal goes straight on to the sign-in step, so the modal does not
        // close on the connect and open again on the answer.
        if (state.open && !before && state.router.view !== 'ConnectingSiwe')
          resetView(foyer, 'ConnectingSiwe')
        void check(foyer)
      } else {
        // Disconnected, on a network the app does not offer, or another namespace is active: nothing to
        // sign in until an account is back (its session is then found again).
        ++foyer.internal.signInSeq
        applySignIn(foyer, IDLE)
      }
    }
    // Read again: the lines above may have written the state (and run this listener for it) meanwhile.
    const current = foyer.store.getState()
    if (current.signIn.status === 'signedIn' && current.signIn.account) {
      const { namespace, address } = parseCaipAccountId(current.signIn.account)
      signedIn = { namespace, address }
    }
    if (signedIn) {
      const now = current.accounts[signedIn.namespace]
      if (now?.status !== 'connected' || now.address !== signedIn.address) {
        signedIn = undefined
        signOutOnDisconnect(foyer)
      }
    }
    reactToSignIn(foyer, state, previous)
  }
  const stop = foyer.store.subscribe(react)
  // These reactions load after createFoyer (deferred/deferredParts.ts): an account a reconnect restored
  // meanwhile is met as if it connected now, so that its session is still asked for.
  const now = foyer.store.getState()
  if (signInAccount(now)) react(now, { ...now, activeNamespace: undefined })
  return stop
}

/** The CAIP-10 account sign-in is about: the active one, connected, on a network the app offers. */
function signInAccount(state: FoyerState): string | undefined {
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const network = namespace ? state.networks[namespace] : undefined
  if (account?.status !== 'connected' || !network?.caipNetwork || network.unsupported)
    return undefined
  return `${network.caipNetwork.caipNetworkId}:${account.address}`
}

async function check(foyer: FoyerContext): Promise<void> {
  let status: Awaited<ReturnType<typeof checkSignIn>>
  try {
    status = await checkSignIn(foyer)
  } catch {
    // SPEC §8: the sign-in could not start: disconnect and show Connect with the reason (Connect first,
    // so that the disconnect does not close the modal it is shown in).
    if (foyer.store.getState().open) resetView(foyer, 'Connect')
    else openView(foyer, { view: 'Connect' })
    showToast(foyer, { variant: 'error', message: { key: 'signInInitFailed' } })
    await disconnect(foyer).catch(() => {})
    return
  }
  const state = foyer.store.getState()
  const showing = state.open && state.router.view === 'ConnectingSiwe'
  if (status === 'signedIn' && showing) closeModal(foyer)
  else if (status === 'signedOut') showPrompt(foyer)
  else if (status === 'idle' && showing) closeModal(foyer)
}

function showPrompt(foyer: FoyerContext): void {
  const state = foyer.store.getState()
  if (!state.open) openView(foyer, { view: 'ConnectingSiwe' })
  else if (state.router.view !== 'ConnectingSiwe') resetView(foyer, 'ConnectingSiwe')
}

function reactToSignIn(foyer: FoyerContext, state: FoyerState, previous: FoyerState): void {
  const { signIn } = state
  if (previous.signIn.status === 'signing' && signIn.status === 'signedIn') {
    if (state.open && state.router.view === 'ConnectingSiwe') closeModal(foyer)
  } else if (previous.signIn.status === 'signing' && signIn.status === 'signedOut') {
    if (signIn.error) showToast(foyer, { variant: 'error', message: signIn.error })
    showPrompt(foyer)
  } else if (
    previous.open &&
    !state.open &&
    previous.router.view === 'ConnectingSiwe' &&
    signIn.status === 'signedOut'
  ) {
    // Closed without signing (Cancel, Escape): a config that requires sign-in disconnects.
    void declineSignIn(foyer).catch(() => {})
  }
}

/** The signed-in account disconnected: its sessions end, unless the config keeps them. */
function signOutOnDisconnect(foyer: FoyerContext): void {
  const loading = loadSiwx(foyer)
  if (!loading) return
  void loading
    .then(async (siwx) => {
      if (siwx.signOutOnDisconnect === false) return
      await siwx.setSessions([])
      foyer.events.emit({ type: 'SIGN_OUT' })
    })
    .catch((error: unknown) =>
      foyer.internal.debugLog.add('error', 'SIGN_OUT', { message: String(error) }),
    )
}
