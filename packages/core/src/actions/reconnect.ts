import { applyDisconnected } from '../state/connection.js'
import type { FoyerContext } from '../types/instance.js'

export type ReconnectReturnType = undefined
/** It does not throw. */
export type ReconnectErrorType = never

/**
 * Restores stored connections (SPEC §4). Only namespaces whose stored status is connected, or that bring back a
 * login begun before this page load, are tried;
 * the adapter tries its connectors recent first, then previously connected, then the rest, and reports
 * what it restored through its events. A namespace none restored ends disconnected. Only one reconnect
 * runs at a time: a second call gets the running one.
 */
export function reconnect(foyer: FoyerContext): Promise<void> {
  foyer.internal.reconnecting ??= run(foyer).finally(() => {
    foyer.internal.reconnecting = undefined
  })
  return foyer.internal.reconnecting
}

async function run(foyer: FoyerContext): Promise<void> {
  // An adapter's mount may end a chunk later (its connectors and shared sessions, and a login begun before
  // this page load): a host's reconnect right after createFoyer waits for it, as createFoyer's own does.
  await Promise.allSettled(foyer.adapters.map((adapter) => adapter.mounted?.()))
  await Promise.all(
    foyer.adapters.map(async (adapter) => {
      const wasConnected =
        foyer.storage.get(`connectionStatus.${adapter.namespace}`) === 'connected'
      if (!wasConnected && !adapter.hasPendingLogin?.()) return
      await adapter.reconnect().catch(() => undefined)
      if (foyer.store.getState().accounts[adapter.namespace]?.status !== 'connected')
        applyDisconnected(foyer, adapter.namespace)
    }),
  )
}
