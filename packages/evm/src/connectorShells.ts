import type { AdapterContext } from '@foyer/core/adapter'
import { takeSocialReturn } from '@foyer/embedded'
import type { EvmAdapterState } from './adapterState.js'
import { authConnector } from './auth/authConnector.js'
import { AUTH_CONNECTOR_ID } from './auth/authConnectorState.js'
import { embeddedLoader } from './auth/embeddedLoader.js'
import { addWalletConnect } from './walletconnect/addWalletConnect.js'

/**
 * The chunk the adapter's mount fetches at once (issue 38; docs/decisions.md, "The EVM adapter's connector
 * shells load a chunk after createFoyer"): the auth and WalletConnect connectors' shells added to wagmi's
 * config, so that wagmi's reconnect (the host's or the instance's, which waits for this chunk) asks them.
 * Returns the session hubs the connectors report names.
 */
export function addConnectorShells(
  state: EvmAdapterState & {
    mounted: AdapterContext
    storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  },
) {
  const { wagmiConfig, chains, auth, mounted, storage } = state
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
  const walletConnect = addWalletConnect(wagmiConfig, { chains, mounted, storage })
  return { walletConnect, embedded: auth.hub }
}
