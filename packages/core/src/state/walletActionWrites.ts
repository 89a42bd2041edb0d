import { RECENT_WALLETS_KEPT } from '../constants.js'
import { rememberRecentWallet } from '../recentWallets.js'
import type { CaipNetwork, Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import type { PairingWallet } from '../views.js'
import type { StoredPairedWallet } from './connection.js'
import { emptyAccount } from './initialState.js'
import type { ConnectFlowState, ConnectionStatus } from './types.js'

// The connection slice's writes that only the wallet actions make (connect, the connect flow, a network
// chosen while disconnected, a registered name): a module of their own so that they load with those actions
// rather than with the page, which needs only what the adapters' events write (connection.ts).

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

/** Records the connect flow under way (or none). */
export function applyConnectFlow(
  foyer: FoyerContext,
  connectFlow: ConnectFlowState | undefined,
): void {
  foyer.store.setState({ connectFlow })
}
