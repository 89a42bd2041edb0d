import type { AdapterConnection, ChainAdapter } from '../adapter.js'
import type { Connector } from '../connectors/types.js'
import { RECENT_WALLETS_KEPT } from '../constants.js'
import { enBeforeModal as en } from '../messages/enBeforeModal.js'
import { rememberRecentWallet } from '../recentWallets.js'
import type { CaipAddress, CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import type { PairingWallet } from '../views.js'
import { emptyAccount } from './initialState.js'
import type { ConnectedWalletInfo, ConnectFlowState, ConnectionStatus } from './types.js'

// The one module that writes the connection slice (accounts, networks, connectors, recent wallets). What it
// writes comes from the adapters' events (state/adapterEvents.ts); actions only set a namespace's status
// while they wait, the network a disconnected namespace will use, and a name registered for the account.

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
  foyer.store.setState({
    connectors: [...others, ...connectors.filter((connector) => !uids.has(connector.uid))],
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
type StoredPairedWallet = { connectorId: string; wallet: ConnectedWalletInfo }

/**
 * A WalletConnect pairing made for a wallet the visitor chose: that wallet, not "WalletConnect", is what they
 * connected (its name and logo in the Account view) and what comes back as recent.
 */
export function applyPairedWallet(
  foyer: FoyerContext,
  namespaces: readonly Namespace[],
  wallet: PairingWallet,
): void {
  const state = foyer.store.getState()
  const recentWalletIds = rememberRecentWallet(
    state.recentWalletIds,
    wallet.id,
    RECENT_WALLETS_KEPT,
  )
  const accounts = { ...state.accounts }
  const info = { id: wallet.id, name: wallet.name, icon: wallet.icon }
  for (const namespace of namespaces) {
    const account = accounts[namespace]
    if (account?.status !== 'connected') continue
    accounts[namespace] = { ...account, connectedWalletInfo: info }
    const connector = state.connectors.find((candidate) => candidate.uid === account.connectorUid)
    if (connector)
      foyer.storage.set(`pairedWallet.${namespace}`, {
        connectorId: connector.id,
        wallet: info,
      } satisfies StoredPairedWallet)
  }
  foyer.store.setState({ recentWalletIds, accounts })
  foyer.storage.set('recentWallets', recentWalletIds)
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
  foyer.storage.remove(`pairedWallet.${namespace}`)
}

/** Sets only a namespace's connection status (while a connect or reconnect waits on its wallet). */
export function setConnectionStatus(
  foyer: FoyerContext,
  namespace: Namespace,
  status: Exclude<ConnectionStatus, 'connected'>,
): void {
  const state = foyer.store.getState()
  foyer.store.setState({
    accounts: {
      ...state.accounts,
      [namespace]: { ...(state.accounts[namespace] ?? emptyAccount()), status },
    },
  })
}

/** Chooses the network a namespace uses while it has no connected wallet (SPEC §4 'Network switch'). */
export function applyChosenNetwork(foyer: FoyerContext, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  const state = foyer.store.getState()
  const current = state.networks[namespace]
  if (current)
    foyer.store.setState({
      networks: {
        ...state.networks,
        [namespace]: { ...current, caipNetwork: network, unsupported: false },
      },
    })
  foyer.storage.set(`network.${namespace}`, network.caipNetworkId)
}

/**
 * The account's profile name (a name just registered for it, SPEC §4 'Name registration'), if `address` is
 * still the namespace's account: a wallet that moved on meanwhile keeps its own.
 */
export function applyProfileName(
  foyer: FoyerContext,
  {
    namespace,
    address,
    profileName,
  }: { namespace: Namespace; address: string; profileName: string },
): void {
  foyer.store.setState((state) => {
    const account = state.accounts[namespace]
    return account?.address === address
      ? { accounts: { ...state.accounts, [namespace]: { ...account, profileName } } }
      : {}
  })
}

/** Makes a namespace the one the modal shows. */
export function applyActiveNamespace(foyer: FoyerContext, namespace: Namespace): void {
  foyer.store.setState({ activeNamespace: namespace })
  foyer.storage.set('activeNamespace', namespace)
}

/** Records the connect flow under way (or none). */
export function applyConnectFlow(
  foyer: FoyerContext,
  connectFlow: ConnectFlowState | undefined,
): void {
  foyer.store.setState({ connectFlow })
}

function networkDefaults(adapter: ChainAdapter) {
  return {
    requestedCaipNetworks: [...adapter.networks],
    approvedCaipNetworkIds: adapter.networks.map((network) => network.caipNetworkId),
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}
