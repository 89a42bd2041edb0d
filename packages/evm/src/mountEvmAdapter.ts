import type { AdapterContext } from '@foyer/core/adapter'
import { watchConnection } from '@wagmi/core'
import type { EvmAdapterState } from './adapterState.js'
import { reportConnectors } from './reportConnectors.js'
import type { chainTransports } from './transport.js'

/**
 * The adapter's mount (what a page needs before any press): the gateway for its reads, the connectors wagmi
 * has (the EIP-6963 wallets: listed as createFoyer returns) and every change of connection reported. The
 * auth and WalletConnect shells load in a chunk fetched now (connectorShells.ts); `ready` settles once they
 * are in wagmi's config and reported. Returns what stops it.
 */
export function mountEvmAdapter(
  state: EvmAdapterState & {
    mounted: AdapterContext
    storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
    transports: ReturnType<typeof chainTransports>
  },
): { ready: Promise<void>; unmount: () => void } {
  const { wagmiConfig, mounted } = state
  state.transports.useGateway((chainId) => mounted.rpcGatewayUrl(`eip155:${chainId}`))
  let stopped = false
  let stopConnectors = reportConnectors(wagmiConfig, mounted, {
    walletConnect: undefined,
    embedded: undefined,
  })
  const ready = import('./connectorShells.js').then(({ addConnectorShells }) => {
    if (stopped) return
    // Reported again with the hubs, whose connectors serve every namespace that joined their session.
    stopConnectors()
    stopConnectors = reportConnectors(wagmiConfig, mounted, addConnectorShells(state))
  })
  const stopConnection = watchConnection(wagmiConfig, {
    onChange(connection, previous) {
      if (connection.status === 'connected') state.reportConnection()
      else if (connection.status === 'disconnected' && previous.status === 'connected')
        mounted.emit({ type: 'disconnected' })
    },
  })
  return {
    ready,
    unmount() {
      stopped = true
      stopConnectors()
      stopConnection()
    },
  }
}
