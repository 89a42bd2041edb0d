import { enBeforeModal as en } from '../messages/enBeforeModal.js'
import { notice } from '../notices.js'
import { needsServices } from '../options/needsServices.js'
import {
  initialView,
  routerGoBack,
  routerPush,
  routerReset,
  routeTo,
  type ViewArgumentsParameter,
} from '../router.js'
import { loadSiwx } from '../siwx/loadSiwx.js'
import { applyActiveNamespace } from '../state/connection.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import {
  type Route,
  VIEW_NEEDS,
  type ViewArguments,
  type ViewName,
  viewUnavailable,
} from '../views.js'
import { abortPendingApprovals } from './approvals.js'

/** A view to open, with its arguments when it takes some (`{ view: 'ConnectingExternal', arguments: { connectorUid } }`). */
export type OpenViewParameters = {
  [V in ViewName]: ViewArguments[V] extends undefined
    ? { view: V; arguments?: undefined }
    : undefined extends ViewArguments[V]
      ? { view: V; arguments?: ViewArguments[V] }
      : { view: V; arguments: ViewArguments[V] }
}[ViewName]

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
  foyer.store.setState({ open: true, router: routerReset(route) })
  foyer.events.emit({ type: 'MODAL_OPEN', view: route.view })
  return true
}

export type CloseModalParameters = { force?: boolean | undefined }

/**
 * Closes the modal. Refused while approving a transaction unless forced (SPEC §2); returns whether it
 * closed. Requests still waiting for the visitor's approval are aborted ('Request was aborted').
 */
export function closeModal(foyer: FoyerContext, parameters: CloseModalParameters = {}): boolean {
  const state = foyer.store.getState()
  if (!state.open) return true
  if (state.router.view === 'ApproveTransaction' && !parameters.force) return false
  foyer.store.setState({ open: false })
  foyer.events.emit({ type: 'MODAL_CLOSE' })
  abortPendingApprovals(foyer)
  return true
}

/** Shows a view on top of the current one; a view that cannot work here is not shown (and the developer told). */
export function pushView<V extends ViewName>(
  foyer: FoyerContext,
  view: V,
  ...args: ViewArgumentsParameter<V>
): void {
  const route = routeTo(view, ...args)
  if (!canShow(foyer, route, 'push')) return
  foyer.store.setState((state) => ({ router: routerPush(state.router, route) }))
}

/** Shows a view in place of the whole stack (after a send, say: Account with nothing behind it). */
export function resetView<V extends ViewName>(
  foyer: FoyerContext,
  view: V,
  ...args: ViewArgumentsParameter<V>
): void {
  const route = routeTo(view, ...args)
  if (!canShow(foyer, route, 'reset')) return
  foyer.store.setState({ router: routerReset(route) })
}

/** Goes back one view. */
export function goBack(foyer: FoyerContext): void {
  foyer.store.setState((state) => ({ router: routerGoBack(state.router) }))
}

function canShow(
  foyer: FoyerContext,
  { view, arguments: args }: Route,
  how: string,
  namespace = foyer.store.getState().activeNamespace,
): boolean {
  const reason =
    view === 'ApproveTransaction' && foyer.store.getState().approvals.length === 0
      ? 'there is no request to approve'
      : view === 'ConnectingSiwe' && !loadSiwx(foyer)
        ? 'sign-in needs the siwx or siweConfig option'
        : (view === 'Networks' || view === 'UnsupportedChain') && !foyer.options.enableNetworkSwitch
          ? 'enableNetworkSwitch is false: the visitor does not switch networks'
          : (viewUnavailable(view, foyer.options.features, namespace) ??
            servicesMissing(foyer, view) ??
            walletConnectMissing(foyer, view, args))
  if (reason) notice(foyer, `view:${view}`, `The ${view} view was not opened (${how}): ${reason}.`)
  return !reason
}

// SPEC §8: a pairing view for a connector that is not one of this instance's WalletConnect connectors
// (there is none without a projectId).
function walletConnectMissing(foyer: FoyerContext, view: ViewName, args: unknown) {
  if (!view.startsWith('ConnectingWalletConnect')) return undefined
  const uid = (args as { connectorUid?: unknown } | undefined)?.connectorUid
  const { connectors } = foyer.store.getState()
  if (connectors.some((each) => each.type === 'walletConnect' && each.uid === uid)) return undefined
  return `${en.walletConnectConnectorNotFound} (${
    foyer.options.projectId
      ? `no WalletConnect connector has uid ${String(uid)}`
      : 'WalletConnect needs a projectId'
  })`
}

/** A view of a feature that only works with Foyer's services, opened without them. */
function servicesMissing(foyer: FoyerContext, view: ViewName): string | undefined {
  if (foyer.api) return undefined
  const needs = VIEW_NEEDS[view]
  if (needs?.services) return 'it needs apiUrl and projectId'
  return needs?.feature && needsServices(needs.feature)
    ? `features.${needs.feature} needs apiUrl and projectId`
    : undefined
}

// Read once: the user agent does not change, and opening the modal is on the click's critical path.
let mobileBrowser: boolean | undefined

function isMobileBrowser(): boolean {
  mobileBrowser ??=
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  return mobileBrowser
}
