import type { RouterData, RouterState, ViewName } from './state/types.js'

/** A router showing `view` with nothing behind it. */
export function routerReset(view: ViewName, data: RouterData = {}): RouterState {
  return { view, history: [view], data }
}

/** Shows `view` on top of the current one. */
export function routerPush(state: RouterState, view: ViewName, data: RouterData = {}): RouterState {
  if (state.view === view) return { ...state, data }
  return { view, history: [...state.history, view], data }
}

/** Shows `view` in place of the current one. */
export function routerReplace(
  state: RouterState,
  view: ViewName,
  data: RouterData = {},
): RouterState {
  return { view, history: [...state.history.slice(0, -1), view], data }
}

/** Returns to the previous view; stays put when there is none. */
export function routerGoBack(state: RouterState): RouterState {
  if (state.history.length <= 1) return state
  const history = state.history.slice(0, -1)
  return { view: history[history.length - 1] as ViewName, history, data: {} }
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
}): ViewName {
  if (connected) return 'Account'
  if (isMobile && !hasAdapters) return 'AllWallets'
  return 'Connect'
}
