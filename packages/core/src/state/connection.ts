import type { AdapterConnection, ChainAdapter } from '../adapter.js'
import type { Connector } from '../connectors/types.js'
import { RECENT_WALLETS_KEPT } from '../constants.js'
import { enBeforeModal as en } from '../messages/enBeforeModal.js'
import { rememberRecentWallet } from '../recentWallets.js'
import type { CaipAddress, CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { emptyAccount } from './initialState.js'
import type { ConnectedWalletInfo } from './types.js'

// What writes the connection slice (accounts, networks, connectors, recent wallets) from the adapters' events
// (state/adapterEvents.ts), which a page needs from its first load. What only the wallet actions write (a
// namespace's status while they wait, the network a disconnected namespace will use, a registered name, the
// connect flow, a paired wallet) is walletActionWrites.ts, which loads with them.

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

/**
 * Records the wallets an adapter offers. A session connector that several adapters report (same uid) is
 * listed once.
 */
export function applyConnectors(
  foyer: FoyerContext,
  adapter: ChainAdapter,
  connectors: readonly Connector[],
): void {
  const others = foyer.store
    .getState()
    .connectors.filter((connector) => !connector.namespaces.includes(adapter.namespace))
  const uids = new Set(others.map((connector) => connector.uid))
  // Listed in the adapters' order, whichever reported last (an adapter may report again once a chunk of its
  // mount arrived: EVM's connector shells); within an adapter, in its own order.
  const rank = (connector: Connector) =>
    Math.min(
      ...connector.namespaces.map((namespace) => {
        const at = foyer.adapters.findIndex((candidate) => candidate.namespace === namespace)
        return at < 0 ? foyer.adapters.length : at
      }),
    )
  foyer.store.setState({
    connectors: [...others, ...connectors.filter((connector) => !uids.has(connector.uid))]
      .map((connector, at) => ({ connector, at, rank: rank(connector) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ connector }) => connector),
  })
}

/** Records a live connection of the adapter's namespace in state and storage, and its wallet as recent. */
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
  // A session restored for a wallet the visitor chose through WalletConnect keeps that wallet's name and logo.
  const paired = foyer.storage.get<StoredPairedWallet>(`pairedWallet.${namespace}`)
  const pairedInfo =
    paired && connector && paired.connectorId === connector.id ? paired.wallet : undefined
  const recentWalletIds =
    connector && !pairedInfo
      ? rememberRecentWallet(state.recentWalletIds, connector.id, RECENT_WALLETS_KEPT)
      : state.recentWalletIds
  // The family the visitor is on stays active while it is connected or connecting: a session that serves
  // several (WalletConnect, the embedded wallet) reports each family, in no set order.
  const active = state.activeNamespace
  const keepActive =
    active !== undefined &&
    active !== namespace &&
    (state.accounts[active]?.status ?? 'disconnected') !== 'disconnected'
  const activeNamespace = keepActive ? active : namespace
  foyer.store.setState({
    activeNamespace,
    recentWalletIds,
    accounts: {
      ...state.accounts,
      [namespace]: {
        ...previous,
        status: 'connected',
        address: connection.address,
        caipAddress: `${namespace}:${connection.chainId}:${connection.address}` as CaipAddress,
        allAccounts: connection.accounts.map((account) => ({
          namespace,
          address: account.address,
          type: account.type ?? 'eoa',
          publicKey: account.publicKey,
          path: account.path,
        })),
        connectorUid: connection.connectorUid,
        user: connection.user,
        preferredAccountType: connection.preferredAccountType ?? previous.preferredAccountType,
        smartAccountDeployed: connection.smartAccountDeployed,
        socialProvider: connection.socialProvider,
        connectedWalletInfo:
          pairedInfo ??
          (connector
            ? { id: connector.id, name: connector.name, icon: connector.icon, rdns: connector.rdns }
            : previous.connectedWalletInfo),
      },
    },
    networks: {
      ...state.networks,
      [namespace]: {
        ...state.networks[namespace],
        ...networkDefaults(adapter),
        caipNetwork: network,
        unsupported,
        smartAccountEnabledNetworks: [...(connection.smartAccountEnabledNetworks ?? [])],
      },
    },
  })
  foyer.storage.set(`connectionStatus.${namespace}`, 'connected')
  foyer.storage.set(`address.${namespace}`, connection.address)
  foyer.storage.set('activeNamespace', activeNamespace)
  foyer.storage.set('recentWallets', recentWalletIds)
  if (!unsupported) foyer.storage.set(`network.${namespace}`, network.caipNetworkId)
}

/** The wallet a WalletConnect session was paired for, kept so that a restored session still shows it. */
export type StoredPairedWallet = { connectorId: string; wallet: ConnectedWalletInfo }

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
  foyer.storage.remove(`pairedWallet.${namespace}`)
}

/** Makes a namespace the one the modal shows. */
export function applyActiveNamespace(foyer: FoyerContext, namespace: Namespace): void {
  foyer.store.setState({ activeNamespace: namespace })
  foyer.storage.set('activeNamespace', namespace)
}

function networkDefaults(adapter: ChainAdapter) {
  return {
    requestedCaipNetworks: [...adapter.networks],
    approvedCaipNetworkIds: adapter.networks.map((network) => network.caipNetworkId),
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}
