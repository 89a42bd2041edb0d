import type { RouterState } from './state/types.js'
import type { Route, ViewArguments, ViewName } from './views.js'

// How the modal's view stack moves, once it is up (its first route: router.ts).

/** Shows `route` on top of the current one (in place of it when it is the same view). */
export function routerPush(state: RouterState, route: Route): RouterState {
  if (state.view === route.view)
    return { view: route.view, history: [...state.history.slice(0, -1), route] }
  return { view: route.view, history: [...state.history, route] }
}

/** Returns to the previous view, with the arguments it had; stays put when there is none. */
export function routerGoBack(state: RouterState): RouterState {
  if (state.history.length <= 1) return state
  const history = state.history.slice(0, -1)
  return { view: (history[history.length - 1] as Route).view, history }
}

/** The arguments the current view was opened with, when it is `view`. */
export function viewArguments<V extends ViewName>(
  state: RouterState,
  view: V,
): ViewArguments[V] | undefined {
  const current = state.history[state.history.length - 1]
  return current?.view === view ? (current.arguments as ViewArguments[V]) : undefined
}
