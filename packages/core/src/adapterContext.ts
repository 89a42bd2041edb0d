import { showAlert } from './actions/alert.js'
import { refuseRequest } from './actions/approvals.js'
import type {
  AdapterContext,
  ChainAdapter,
  EmbeddedWalletSettings,
  WalletConnectSettings,
} from './adapter.js'
import { withDeferredParts } from './deferred/startDeferredParts.js'
import type { SharedKey } from './sessionHub/sharedKey.js'
import { applyAdapterEvent } from './state/adapterEvents.js'
import type { FoyerContext } from './types/instance.js'

/** What an instance gives an adapter it mounts: its event sink and the instance services adapters use. */
export function adapterContext(foyer: FoyerContext, adapter: ChainAdapter): AdapterContext {
  return {
    emit: (event) => applyAdapterEvent(foyer, adapter, event),
    // The approval stack loads with the deferred parts, fetched as createFoyer returns: a request made before
    // they arrive waits for them (a wallet's request comes after a connect, which loads them too).
    requestApproval: (input, perform) =>
      withDeferredParts((parts) => parts.requestApproval(foyer, input, perform)),
    refuseRequest: (method) => refuseRequest(foyer, { method }),
    alert: (alert) => showAlert(foyer, { ...alert, variant: 'error' }),
    loginFailed: (message) =>
      void withDeferredParts(async (parts) => parts.showLoginFailure(foyer, message)),
    embeddedWallet: embeddedWalletSettings(foyer),
    walletConnect: walletConnectSettings(foyer),
    rpcGatewayUrl: (caipNetworkId) => rpcGatewayUrl(foyer, caipNetworkId),
    shared: (key) => sharedValue(foyer, key),
  }
}

/** An instance's value for a shared key, created on first ask (what `AdapterContext.shared` reads). */
export function sharedValue<T>(foyer: FoyerContext, key: SharedKey<T>): T {
  // The one place a shared value is read untyped: each is stored under its key, which created it as a T.
  if (!foyer.internal.shared.has(key)) foyer.internal.shared.set(key, key.create())
  return foyer.internal.shared.get(key) as T
}

/**
 * The embedded wallet works when e-mail or social login is on and the host named the auth service and its
 * project.
 */
export function embeddedWalletSettings(foyer: FoyerContext): EmbeddedWalletSettings | undefined {
  const { features, authUrl, projectId, debug } = foyer.options
  const socials = Array.isArray(features.socials) && features.socials.length > 0
  if (!(features.email || socials) || !authUrl || !projectId) return undefined
  return { authUrl, projectId, enableLogger: debug }
}

/** WalletConnect pairs through the relay for a project: it needs the host's projectId. */
export function walletConnectSettings(foyer: FoyerContext): WalletConnectSettings | undefined {
  const { projectId, relayUrl, metadata } = foyer.options
  if (!projectId) return undefined
  const page = typeof window === 'undefined' ? undefined : window.location
  return {
    projectId,
    relayUrl,
    metadata: metadata
      ? { ...metadata, icons: [...metadata.icons] }
      : {
          name: typeof document === 'undefined' ? 'App' : document.title || page?.host || 'App',
          description: '',
          url: page?.origin ?? 'http://localhost',
          icons: [],
        },
  }
}

/**
 * The data service's RPC gateway for a network (SPEC §7: `{rpc host}/v1/?chainId={id}&projectId={id}`), when
 * the host named the service and its project.
 */
export function rpcGatewayUrl(foyer: FoyerContext, caipNetworkId: string): string | undefined {
  const { apiUrl, projectId } = foyer.options
  if (!apiUrl || !projectId) return undefined
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId })
  return `${apiUrl.replace(/\/+$/, '')}/v1/?${query}`
}
