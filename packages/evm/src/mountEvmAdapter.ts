import type { AdapterContext } from '@foyer/core/adapter'
import { takeSocialReturn } from '@foyer/embedded'
import { watchConnection } from '@wagmi/core'
import type { EvmAdapterState } from './adapterState.js'
import { authConnector } from './auth/authConnector.js'
import { AUTH_CONNECTOR_ID } from './auth/authConnectorState.js'
import { embeddedLoader } from './auth/embeddedLoader.js'
import { reportConnectors } from './reportConnectors.js'
import type { chainTransports } from './transport.js'
import { addWalletConnect } from './walletconnect/addWalletConnect.js'

/**
 * The adapter's mount (what a page needs before any press): the gateway for its reads, the auth and
 * WalletConnect connectors' shells added to wagmi's config (so that wagmi's reconnect, the host's or the
 * instance's, asks them), the connectors and every change of connection reported. Returns what stops it.
 */
export function mountEvmAdapter(
  state: EvmAdapterState & {
    mounted: AdapterContext
    storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
    transports: ReturnType<typeof chainTransports>
  },
): () => void {
  const { wagmiConfig, chains, auth, mounted, storage } = state
  state.transports.useGateway((chainId) => mounted.rpcGatewayUrl(`eip155:${chainId}`))
  const settings = mounted.embeddedWallet
  if (settings && !wagmiConfig.connectors.some((c) => c.id === AUTH_CONNECTOR_ID)) {
    const loader = embeddedLoader(mounted, settings, chains[0].id)
    auth.load = loader.load
    auth.hub = loader.hub
    // Back from a social login by redirect or a Telegram mini-app: the reconnect completes it.
    auth.socialReturn = takeSocialReturn()
    const connector = wagmiConfig._internal.connectors.setup(
      authConnector({ chains, context: mounted, state: auth, storage }),
    )
    wagmiConfig._internal.connectors.setState((connectors) => [connector, ...connectors])
  }
  const hub = addWalletConnect(wagmiConfig, { chains, mounted, storage })
  const stopConnectors = reportConnectors(wagmiConfig, mounted, {
    walletConnect: hub,
    embedded: auth.hub,
  })
  const stopConnection = watchConnection(wagmiConfig, {
    onChange(connection, previous) {
      if (connection.status === 'connected') state.reportConnection()
      else if (connection.status === 'disconnected' && previous.status === 'connected')
        mounted.emit({ type: 'disconnected' })
    },
  })
  return () => {
    stopConnectors()
    stopConnection()
  }
}
