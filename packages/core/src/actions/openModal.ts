import { deferredPartsLoaded, loadDeferredParts } from '../deferred/startDeferredParts.js'
import type { FoyerContext } from '../types/instance.js'
import { initialViewOf, type OpenModalParameters, showRoute } from './modalOpening.js'

export type OpenModalReturnType = boolean
/** It does not throw. */
export type OpenModalErrorType = never

export type { OpenModalParameters } from './modalOpening.js'

/**
 * Opens the modal: on `view` if given, else Account when connected and Connect otherwise (SPEC §4). A view
 * that cannot work in this setup (its feature off, or not part of Foyer yet) is not opened; the developer
 * is told why. Returns whether the modal opened.
 *
 * The checks of a view asked for (`canShow`, the views' needs) load with the deferred parts, which createFoyer
 * fetches as it returns (`openView.ts`): once they are there every call answers at once, as before. The
 * modal's own opening (no view: the connect button's press) always answers at once. A view asked for before
 * they arrive opens, or is refused and the developer told, when they do; `true` is returned then
 * (docs/decisions.md, "A view asked for is checked with the deferred parts").
 */
export function openModal(foyer: FoyerContext, parameters: OpenModalParameters = {}): boolean {
  const parts = deferredPartsLoaded()
  if (parts) return parts.openView(foyer, parameters)
  if (parameters.view === undefined) {
    const namespace = parameters.namespace ?? foyer.store.getState().activeNamespace
    showRoute(foyer, { view: initialViewOf(foyer, namespace), arguments: undefined }, namespace)
    return true
  }
  void loadDeferredParts().then((loaded) => loaded.openView(foyer, parameters))
  return true
}
