import type { RouterState } from './state/types.js'
import type { Route, ViewArguments, ViewName } from './views.js'

// What the page's first state and the modal's opening need (the entry); how the stack moves once the modal is
// up is in routerHistory.ts, which loads with the modal (issue 38).

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
