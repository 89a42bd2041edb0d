import {
  type AdapterContext,
  WALLETCONNECT_SESSION,
  type WalletConnectHub,
  walletConnectCoreParts,
} from '@foyer/core/adapter'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import type { WalletConnectConnectorParameters } from './parameters.js'
import { WALLETCONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnectConnector.js'

/**
 * Adds the WalletConnect connector to the adapter's wagmi config when the host has a projectId (once, however
 * often the adapter mounts). Core's errors and alert table (walletConnectCoreParts) are handed to its lazy part from here, the page's
 * side (see walletConnectSession.ts).
 */
export function addWalletConnect(
  wagmiConfig: Config,
  {
    chains,
    mounted,
    storage,
  }: {
    chains: readonly [Chain, ...Chain[]]
    mounted: AdapterContext
    storage: WalletConnectConnectorParameters['storage']
  },
): WalletConnectHub | undefined {
  const settings = mounted.walletConnect
  if (!settings) return undefined
  const hub = mounted.shared(WALLETCONNECT_SESSION)
  if (wagmiConfig.connectors.some((c) => c.id === WALLETCONNECT_CONNECTOR_ID)) return hub
  const connector = wagmiConfig._internal.connectors.setup(
    walletConnectConnector({
      chains,
      settings,
      hub,
      storage,
      alert: mounted.alert,
      core: walletConnectCoreParts(settings),
    }),
  )
  wagmiConfig._internal.connectors.setState((connectors) => [...connectors, connector])
  // Asking whether a stored session is there loads it (and announces it to the hub's listeners).
  hub.owner.restore = async () => {
    await connector.isAuthorized().catch(() => false)
  }
  return hub
}
