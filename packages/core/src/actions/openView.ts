import type { FoyerContext } from '../types/instance.js'
import type { Route } from '../views.js'
import { initialViewOf, type OpenModalParameters, showRoute } from './modalOpening.js'
import { canShow } from './viewStack.js'

/** `openModal` once the deferred parts are there: a view asked for is checked first (`canShow`). */
export function openView(foyer: FoyerContext, parameters: OpenModalParameters): boolean {
  const namespace = parameters.namespace ?? foyer.store.getState().activeNamespace
  // The initial views take no arguments; a view asked for brings its own (checked by OpenViewParameters).
  const route = {
    view: parameters.view ?? initialViewOf(foyer, namespace),
    arguments: parameters.arguments,
  } as Route
  if (!canShow(foyer, route, 'open', namespace)) return false
  showRoute(foyer, route, namespace)
  return true
}
