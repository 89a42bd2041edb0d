import type { AdapterEvent, ChainAdapter } from '../adapter.js'
import type { FoyerContext } from '../types/instance.js'
import { applyConnection, applyDisconnected } from './connection.js'

/** Applies what an adapter reports to the instance's state. */
export function applyAdapterEvent(
  foyer: FoyerContext,
  adapter: ChainAdapter,
  event: AdapterEvent,
): void {
  switch (event.type) {
    case 'connectors': {
      const others = foyer.store
        .getState()
        .connectors.filter((connector) => connector.namespace !== adapter.namespace)
      foyer.store.setState({ connectors: [...others, ...event.connectors] })
      return
    }
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
