import { initialView, routerReset } from '../router.js'
import { applyActiveNamespace } from '../state/connection.js'
import { applyModalOpen } from '../state/modalWrites.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import type { Route } from '../views.js'
import type { OpenViewParameters } from './viewStack.js'

// What opening the modal needs at once, for `openModal` (in the page's entry) and `openView` (the deferred
// parts): a module of its own, so that the deferred parts' modules do not import `openModal`, which imports
// their loader.

/** What `openModal` is asked: a view with its arguments, or none (the initial view); the namespace's side. */
export type OpenModalParameters = (
  | OpenViewParameters
  | { view?: undefined; arguments?: undefined }
) & {
  namespace?: Namespace | undefined
}

/** The view the modal opens on by itself (SPEC §4); it always works: AllWallets turned off falls back to Connect. */
export function initialViewOf(foyer: FoyerContext, namespace: Namespace | undefined) {
  const connected =
    !!namespace && foyer.store.getState().accounts[namespace]?.status === 'connected'
  const initial = initialView({
    connected,
    isMobile: isMobileBrowser(),
    hasAdapters: foyer.adapters.length > 0,
  })
  return initial === 'AllWallets' && !foyer.options.features.allWallets ? 'Connect' : initial
}

/** Opens the modal on `route` with nothing behind it, on `namespace`'s side. */
export function showRoute(foyer: FoyerContext, route: Route, namespace: Namespace | undefined) {
  if (namespace && namespace !== foyer.store.getState().activeNamespace)
    applyActiveNamespace(foyer, namespace)
  applyModalOpen(foyer, true, routerReset(route))
  foyer.events.emit({ type: 'MODAL_OPEN', view: route.view })
}

// Read once: the user agent does not change, and opening the modal is on the click's critical path.
let mobileBrowser: boolean | undefined

function isMobileBrowser(): boolean {
  mobileBrowser ??=
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  return mobileBrowser
}
