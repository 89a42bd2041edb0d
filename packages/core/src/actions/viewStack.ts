import { enBeforeModal as en } from '../messages/enBeforeModal.js'
import { notice } from '../notices.js'
import { needsServices } from '../options/needsServices.js'
import { routerReset, routeTo, type ViewArgumentsParameter } from '../router.js'
import { routerGoBack, routerPush } from '../routerHistory.js'
import { loadSiwx } from '../siwx/loadSiwx.js'
import { applyRouter } from '../state/modalWrites.js'
import type { FoyerContext } from '../types/instance.js'
import {
  type Route,
  VIEW_NEEDS,
  type ViewArguments,
  type ViewName,
  viewUnavailable,
} from '../views.js'

/** A view to open, with its arguments when it takes some (`{ view: 'ConnectingExternal', arguments: { connectorUid } }`). */
export type OpenViewParameters = {
  [V in ViewName]: ViewArguments[V] extends undefined
    ? { view: V; arguments?: undefined }
    : undefined extends ViewArguments[V]
      ? { view: V; arguments?: ViewArguments[V] }
      : { view: V; arguments: ViewArguments[V] }
}[ViewName]

/** Shows a view on top of the current one; a view that cannot work here is not shown (and the developer told). */
export function pushView<V extends ViewName>(
  foyer: FoyerContext,
  view: V,
  ...args: ViewArgumentsParameter<V>
): void {
  const route = routeTo(view, ...args)
  if (!canShow(foyer, route, 'push')) return
  applyRouter(foyer, (router) => routerPush(router, route))
}

/** Shows a view in place of the whole stack (after a send, say: Account with nothing behind it). */
export function resetView<V extends ViewName>(
  foyer: FoyerContext,
  view: V,
  ...args: ViewArgumentsParameter<V>
): void {
  const route = routeTo(view, ...args)
  if (!canShow(foyer, route, 'reset')) return
  applyRouter(foyer, () => routerReset(route))
}

/** Goes back one view. */
export function goBack(foyer: FoyerContext): void {
  applyRouter(foyer, routerGoBack)
}

export function canShow(
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
