import type { AdapterEvent, ChainAdapter } from '../adapter.js'
import type { FoyerContext } from '../types/instance.js'
import { applyConnection, applyConnectors, applyDisconnected } from './connection.js'

/** Applies what an adapter reports to the instance's state: the only way connection state changes. */
export function applyAdapterEvent(
  foyer: FoyerContext,
  adapter: ChainAdapter,
  event: AdapterEvent,
): void {
  switch (event.type) {
    case 'connectors':
      applyConnectors(foyer, adapter, event.connectors)
      return
    case 'connection':
      applyConnection(foyer, adapter, event.connection)
      return
    case 'disconnected':
      // A wallet that drops the connection on its own side; ignore while a connect/reconnect is settling it.
      if (foyer.store.getState().accounts[adapter.namespace]?.status === 'connected')
        applyDisconnected(foyer, adapter.namespace)
      return
  }
}
