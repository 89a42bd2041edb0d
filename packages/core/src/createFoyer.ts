import { createStore } from 'zustand/vanilla'
import { showAlert } from './actions/alert.js'
import { type CloseModalParameters, closeModal } from './actions/closeModal.js'
import type { ConnectParameters, connect } from './actions/connect.js'
import type { DisconnectParameters } from './actions/disconnect.js'
import { type OpenModalParameters, openModal } from './actions/openModal.js'
import type { PayParameters, PayResult } from './actions/pay.js'
import { reconnect } from './actions/reconnect.js'
import type { SignMessageParameters } from './actions/signMessage.js'
import type { SwitchNetworkParameters } from './actions/switchNetwork.js'
import { adapterCapabilities } from './adapter.js'
import { adapterContext, embeddedWalletSettings } from './adapterContext.js'
import { createApiClient, newClientId } from './api/client.js'
import { createDebugLog } from './debugLog.js'
import type { DebugLogEntry } from './debugLogTypes.js'
import {
  deferredPartsLoaded,
  loadDeferredParts,
  startDeferredParts,
  withDeferredParts,
} from './deferred/startDeferredParts.js'
import { createEventBus } from './events.js'
import { notice } from './notices.js'
import { resolveOptions } from './options/resolveOptions.js'
import type { FoyerOptions } from './options/types.js'
import { createQueryClient } from './query/createQueryClient.js'
import { adoptUnownedSessions } from './sessionHub/unownedSessions.js'
import { initialState } from './state/initialState.js'
import type { FoyerState } from './state/types.js'
import { createFoyerStorage } from './storage.js'
import type { FoyerContext } from './types/instance.js'

/** A Foyer instance: everything actions need, plus the everyday imperative API. */
export type Foyer = FoyerContext & {
  /** Opens the modal; returns false (and tells the developer why) when the view asked for cannot work here. */
  open(parameters?: OpenModalParameters): boolean
  close(parameters?: CloseModalParameters): boolean
  getState(): FoyerState
  subscribeState(listener: (state: FoyerState, previous: FoyerState) => void): () => void
  connect(parameters: ConnectParameters): ReturnType<typeof connect>
  disconnect(parameters?: DisconnectParameters): Promise<void>
  switchNetwork(parameters: SwitchNetworkParameters): Promise<void>
  signMessage(parameters: SignMessageParameters): Promise<string>
  /** Asks the visitor to pay (`features.pay`): resolves with the mined transaction. */
  pay(parameters: PayParameters): Promise<PayResult>
  /**
   * The debug log (SPEC §9: a ring buffer of 1,024,000 bytes, secrets redacted), for support: what happened
   * in this instance — events, alerts, notices. Empty unless on (`debug: true`, or `setDebugLog(true)`).
   */
  getLogs(): DebugLogEntry[]
  setDebugLog(on: boolean): void
  /** Stops watching wallets; the instance is unusable afterwards. */
  destroy(): void
}

/**
 * Creates one Foyer instance from the host's options. Nothing is global: two instances on a page, or on a
 * server, never share state. In a browser it starts watching wallets and restores a stored connection.
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const resolved = resolveOptions(options)
  const storage = createFoyerStorage(resolved.storage)
  const context: FoyerContext = {
    options: resolved,
    store: createStore<FoyerState>()(() => initialState(resolved, storage)),
    queryClient: createQueryClient(),
    storage,
    events: createEventBus(),
    adapters: resolved.adapters,
    api: createApi(resolved.apiUrl, resolved.projectId, storage),
    internal: {
      reconnecting: undefined,
      toastTimer: undefined,
      toastSeq: 0,
      unmounts: [],
      analyticsEnabled: false,
      destroyed: false,
      connectFlow: undefined,
      notices: new Set(),
      approvalSeq: 0,
      approvalWaiters: new Map(),
      shared: new Map(),
      debugLog: createDebugLog(),
      localeSeq: 0,
      siwx: undefined,
      signInSeq: 0,
      payWaiter: undefined,
      deferredParts: undefined,
    },
  }

  context.internal.debugLog.enable(resolved.debug)
  const stopLogging = context.events.subscribe(({ type, timestamp: _, ...data }) =>
    context.internal.debugLog.add(type.endsWith('_ERROR') ? 'error' : 'info', type, data),
  )
  context.internal.unmounts.push(stopLogging)

  if (!resolved.projectId) {
    showAlert(context, {
      code: 'PROJECT_ID_NOT_CONFIGURED',
      shortMessage: { key: 'projectIdNotConfigured' },
      details: { key: 'projectIdNotConfiguredDetails' },
      variant: 'warning',
    })
  }

  const foyer: Foyer = {
    ...context,
    open: (parameters) => openModal(context, parameters),
    close: (parameters) => closeModal(context, parameters),
    getState: () => context.store.getState(),
    subscribeState: (listener) => context.store.subscribe(listener),
    // What acts on a wallet loads with the deferred parts, fetched at start: called once they are there (as a
    // rule, before any visitor's click), each acts at once as before; a call before waits for the chunk.
    connect: (parameters) => withDeferredParts((parts) => parts.connect(context, parameters)),
    disconnect: (parameters) => withDeferredParts((parts) => parts.disconnect(context, parameters)),
    switchNetwork: (parameters) =>
      withDeferredParts((parts) => parts.switchNetwork(context, parameters)),
    signMessage: (parameters) =>
      withDeferredParts((parts) => parts.signMessage(context, parameters)),
    // pay() and its checks load with the deferred parts, fetched at start: once there (before any visitor's
    // click, as a rule) it opens the Pay view at once; a call before that opens it when they arrive.
    pay: (parameters) =>
      deferredPartsLoaded()?.pay(context, parameters) ??
      loadDeferredParts().then((parts) => parts.pay(context, parameters)),
    getLogs: () => context.internal.debugLog.entries(),
    setDebugLog: (on) => context.internal.debugLog.enable(on),
    destroy() {
      context.internal.destroyed = true
      for (const unmount of context.internal.unmounts.splice(0)) unmount()
      clearTimeout(context.internal.toastTimer)
      context.queryClient.clear()
    },
  }

  // The option notices, the sign-in reactions and the services' start-up (origins check, analytics) load in
  // a chunk of their own, fetched now.
  context.internal.deferredParts = startDeferredParts(context, options)
  if (typeof window !== 'undefined') {
    for (const adapter of resolved.adapters) {
      context.internal.unmounts.push(adapter.mount(adapterContext(context, adapter)))
      // For support. It also keeps adapter.ts (the capability checks) in the host's entry chunk: reached by
      // the modal's chunks alone, Vite 8's bundler split the entry into three eager files (hostBuild.test;
      // docs/decisions.md, "The Pay view's steps load with the view").
      context.internal.debugLog.add('info', 'ADAPTER_MOUNTED', {
        namespace: adapter.namespace,
        capabilities: adapterCapabilities(adapter),
      })
    }
    // An adapter's mount may finish a chunk later (EVM's connectors): what needs every adapter's connectors
    // and sessions waits for it, and runs at once when none does.
    const mounts = resolved.adapters.flatMap((adapter) => adapter.mounted?.() ?? [])
    if (mounts.length === 0) startAfterMount(context)
    else
      void Promise.allSettled(mounts).then(() => {
        if (!context.internal.destroyed) startAfterMount(context)
      })
  }
  return foyer
}

/**
 * What starts once every adapter has mounted: the sessions no adapter owns are adopted, the developer is told
 * when e-mail and social login cannot show, and the stored connections are restored.
 */
function startAfterMount(context: FoyerContext): void {
  adoptUnownedSessions(context)
  // The embedded wallet's login belongs to an adapter that reports an auth connector (EVM's at mount, or
  // Solana's when it adopts the session); without one, e-mail and social login cannot show, and the
  // developer is told.
  if (
    embeddedWalletSettings(context) &&
    !context.store.getState().connectors.some((connector) => connector.type === 'auth')
  )
    notice(
      context,
      'embedded-wallet-owner',
      'features.email and features.socials: the embedded wallet logs in through the EVM adapter (createEvmAdapter) or the Solana adapter (createSolanaAdapter), which this instance does not have, so e-mail and social login are not shown.',
    )
  void reconnect(context)
}

function createApi(
  apiUrl: string | undefined,
  projectId: string | undefined,
  storage: ReturnType<typeof createFoyerStorage>,
) {
  if (!apiUrl || !projectId) return undefined
  let clientId = storage.get<string>('clientId')
  if (!clientId) {
    clientId = newClientId()
    storage.set('clientId', clientId)
  }
  return createApiClient({ baseUrl: apiUrl, projectId, clientId })
}
