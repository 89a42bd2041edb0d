import type { AdapterConnection, ChainAdapter } from '../adapter.js'
import { en } from '../messages/en.js'
import { routerReset } from '../router.js'
import type { CaipAddress, CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { emptyAccount } from './initialState.js'

/** The network a chain id stands for: a requested one, or an 'Unknown Network' marked unsupported. */
export function networkForChain(
  adapter: ChainAdapter,
  chainId: number | string,
): { network: CaipNetwork; unsupported: boolean } {
  const known = adapter.networks.find((network) => String(network.id) === String(chainId))
  if (known) return { network: known, unsupported: false }
  const fallback = adapter.networks[0]
  return {
    unsupported: true,
    network: {
      id: chainId,
      caipNetworkId: `${adapter.namespace}:${chainId}`,
      chainNamespace: adapter.namespace,
      name: en.unknownNetwork,
      nativeCurrency: fallback?.nativeCurrency ?? { name: 'Unknown', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  }
}

/** Records a live connection in state and storage; shows UnsupportedChain when SPEC §2's conditions hold. */
export function applyConnection(
  foyer: FoyerContext,
  adapter: ChainAdapter,
  connection: AdapterConnection,
): void {
  const namespace = adapter.namespace
  const { network, unsupported } = networkForChain(adapter, connection.chainId)
  const state = foyer.store.getState()
  const connector = state.connectors.find((candidate) => candidate.uid === connection.connectorUid)
  const previous = state.accounts[namespace] ?? emptyAccount()
  foyer.store.setState({
    activeNamespace: namespace,
    accounts: {
      ...state.accounts,
      [namespace]: {
        ...previous,
        status: 'connected',
        address: connection.address,
        caipAddress: `${namespace}:${connection.chainId}:${connection.address}` as CaipAddress,
        allAccounts: connection.accounts.map((address) => ({
          namespace,
          address,
          type: 'eoa' as const,
        })),
        connectedWalletInfo: connector
          ? { id: connector.id, name: connector.name, icon: connector.icon, rdns: connector.rdns }
          : previous.connectedWalletInfo,
      },
    },
    networks: {
      ...state.networks,
      [namespace]: {
        ...state.networks[namespace],
        ...networkDefaults(adapter),
        caipNetwork: network,
        unsupported,
      },
    },
  })
  foyer.storage.set(`connectionStatus.${namespace}`, 'connected')
  foyer.storage.set(`address.${namespace}`, connection.address)
  foyer.storage.set('activeNamespace', namespace)
  if (!unsupported) foyer.storage.set(`network.${namespace}`, network.caipNetworkId)

  const { enableNetworkSwitch, allowUnsupportedChain } = foyer.options
  const now = foyer.store.getState()
  if (unsupported && enableNetworkSwitch && !allowUnsupportedChain) {
    foyer.store.setState({ open: true, router: routerReset('UnsupportedChain') })
  } else if (!unsupported && now.open && now.router.view === 'UnsupportedChain') {
    foyer.store.setState({ router: routerReset('Account') })
  }
}

/** Forgets a namespace's connection in state and storage (SPEC §4 'Disconnect'). */
export function applyDisconnected(foyer: FoyerContext, namespace: Namespace): void {
  const state = foyer.store.getState()
  const network = state.networks[namespace]
  foyer.store.setState({
    accounts: { ...state.accounts, [namespace]: emptyAccount() },
    // An unknown chain belonged to the wallet, not to the app: fall back to the first requested network.
    networks: network?.unsupported
      ? {
          ...state.networks,
          [namespace]: {
            ...network,
            caipNetwork: network.requestedCaipNetworks[0],
            unsupported: false,
          },
        }
      : state.networks,
  })
  foyer.storage.set(`connectionStatus.${namespace}`, 'disconnected')
  foyer.storage.remove(`address.${namespace}`)
  const after = foyer.store.getState()
  if (after.open && (after.router.view === 'Account' || after.router.view === 'UnsupportedChain'))
    foyer.store.setState({ open: false })
}

/** Sets only a namespace's connection status. */
export function setConnectionStatus(
  foyer: FoyerContext,
  namespace: Namespace,
  status: 'connecting' | 'disconnected',
): void {
  const state = foyer.store.getState()
  foyer.store.setState({
    accounts: {
      ...state.accounts,
      [namespace]: { ...(state.accounts[namespace] ?? emptyAccount()), status },
    },
  })
}

function networkDefaults(adapter: ChainAdapter) {
  return {
    requestedCaipNetworks: [...adapter.networks],
    approvedCaipNetworkIds: adapter.networks.map((network) => network.caipNetworkId),
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}
