import type { RouterState } from './state/types.js'
import type { Route, ViewArguments, ViewName } from './views.js'

/** The arguments of `view`, as a parameter list: none for views opened without any. */
export type ViewArgumentsParameter<V extends ViewName> = ViewArguments[V] extends undefined
  ? []
  : undefined extends ViewArguments[V]
    ? [ViewArguments[V]?]
    : [ViewArguments[V]]

/** The route for `view` with its arguments. */
export function routeTo<V extends ViewName>(view: V, ...args: ViewArgumentsParameter<V>): Route {
  return { view, arguments: args[0] } as Route
}

/** A router showing `route` with nothing behind it. */
export function routerReset(route: Route): RouterState {
  return { view: route.view, history: [route] }
}

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

/** The view the modal opens on (SPEC §4): Account when connected, else Connect (AllWallets on mobile with no adapters). */
export function initialView({
  connected,
  isMobile = false,
  hasAdapters = true,
}: {
  connected: boolean
  isMobile?: boolean
  hasAdapters?: boolean
}): 'Account' | 'AllWallets' | 'Connect' {
  if (connected) return 'Account'
  if (isMobile && !hasAdapters) return 'AllWallets'
  return 'Connect'
}
