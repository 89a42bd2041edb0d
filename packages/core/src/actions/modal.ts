import { initialView, routerGoBack, routerPush, routerReset } from '../router.js'
import type { RouterData, ViewName } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type OpenModalParameters = { view?: ViewName | undefined; namespace?: Namespace | undefined }

/** Opens the modal: on `view` if given, else Account when connected and Connect otherwise (SPEC §4). */
export function openModal(foyer: FoyerContext, parameters: OpenModalParameters = {}): void {
  const state = foyer.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const connected = !!namespace && state.accounts[namespace]?.status === 'connected'
  const view =
    parameters.view ??
    initialView({ connected, isMobile: isMobileBrowser(), hasAdapters: foyer.adapters.length > 0 })
  foyer.store.setState({
    open: true,
    router: routerReset(view),
    activeNamespace: namespace,
    connectError: undefined,
  })
  foyer.events.emit({ type: 'MODAL_OPEN', view })
}

export type CloseModalParameters = { force?: boolean | undefined }

/** Closes the modal. Refused while approving a transaction unless forced (SPEC §2); returns whether it closed. */
export function closeModal(foyer: FoyerContext, parameters: CloseModalParameters = {}): boolean {
  const state = foyer.store.getState()
  if (!state.open) return true
  if (state.router.view === 'ApproveTransaction' && !parameters.force) return false
  foyer.store.setState({ open: false, connectError: undefined })
  foyer.events.emit({ type: 'MODAL_CLOSE' })
  return true
}

/** Shows a view on top of the current one. */
export function pushView(foyer: FoyerContext, view: ViewName, data?: RouterData): void {
  foyer.store.setState((state) => ({
    router: routerPush(state.router, view, data),
    connectError: undefined,
  }))
}

/** Goes back one view. */
export function goBack(foyer: FoyerContext): void {
  foyer.store.setState((state) => ({ router: routerGoBack(state.router), connectError: undefined }))
}

// Read once: the user agent does not change, and opening the modal is on the click's critical path.
let mobileBrowser: boolean | undefined

function isMobileBrowser(): boolean {
  mobileBrowser ??=
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  return mobileBrowser
}
