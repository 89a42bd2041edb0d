import { initialView, routerReset } from '../router.js'
import { applyActiveNamespace } from '../state/connection.js'
import { applyModalOpen } from '../state/modalWrites.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { type Route, viewUnavailable } from '../views.js'
import { canShow, type OpenViewParameters } from './viewStack.js'

export type OpenModalReturnType = boolean
/** It does not throw. */
export type OpenModalErrorType = never

export type OpenModalParameters = (
  | OpenViewParameters
  | { view?: undefined; arguments?: undefined }
) & {
  namespace?: Namespace | undefined
}

/**
 * Opens the modal: on `view` if given, else Account when connected and Connect otherwise (SPEC §4). A view
 * that cannot work in this setup (its feature off, or not part of Foyer yet) is not opened; the developer
 * is told why. Returns whether the modal opened.
 */
export function openModal(foyer: FoyerContext, parameters: OpenModalParameters = {}): boolean {
  const state = foyer.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const connected = !!namespace && state.accounts[namespace]?.status === 'connected'
  const initial = initialView({
    connected,
    isMobile: isMobileBrowser(),
    hasAdapters: foyer.adapters.length > 0,
  })
  // The view the modal opens on by itself always works: AllWallets turned off falls back to Connect.
  const view =
    parameters.view ?? (viewUnavailable(initial, foyer.options.features) ? 'Connect' : initial)
  // The initial views take no arguments; a view asked for brings its own (checked by OpenViewParameters).
  const route = { view, arguments: parameters.arguments } as Route
  if (!canShow(foyer, route, 'open', namespace)) return false
  if (namespace && namespace !== state.activeNamespace) applyActiveNamespace(foyer, namespace)
  applyModalOpen(foyer, true, routerReset(route))
  foyer.events.emit({ type: 'MODAL_OPEN', view: route.view })
  return true
}

// Read once: the user agent does not change, and opening the modal is on the click's critical path.
let mobileBrowser: boolean | undefined

function isMobileBrowser(): boolean {
  mobileBrowser ??=
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  return mobileBrowser
}
