import type { AdapterConnection } from '../adapter.js'
import { RECENT_WALLETS_KEPT } from '../constants.js'
import { ConnectorNotFoundError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import { rememberRecentWallet } from '../recentWallets.js'
import { applyConnection, setConnectionStatus } from '../state/connection.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type ConnectParameters = { connectorUid: string; chainId?: number | string | undefined }
export type ConnectReturnType = AdapterConnection

/** Connects the wallet behind a connector; the namespace is connecting meanwhile and goes back on failure. */
export async function connect(
  foyer: FoyerContext,
  { connectorUid, chainId }: ConnectParameters,
): Promise<ConnectReturnType> {
  const state = foyer.store.getState()
  const connector = state.connectors.find((candidate) => candidate.uid === connectorUid)
  if (!connector) throw new ConnectorNotFoundError(connectorUid)
  const adapter = getAdapter(foyer, connector.namespace)
  const before = state.accounts[connector.namespace]?.status ?? 'disconnected'

  setConnectionStatus(foyer, connector.namespace, 'connecting')
  foyer.store.setState({ connectError: undefined })
  foyer.events.emit({ type: 'CONNECT_STARTED', walletId: connector.id })
  try {
    const connection = await adapter.connect({ connectorUid, chainId })
    applyConnection(foyer, adapter, connection)
    const recentWalletIds = rememberRecentWallet(
      foyer.store.getState().recentWalletIds,
      connector.id,
      RECENT_WALLETS_KEPT,
    )
    foyer.store.setState({ recentWalletIds })
    foyer.storage.set('recentWallets', recentWalletIds)
    foyer.events.emit({
      type: 'CONNECT_SUCCESS',
      walletId: connector.id,
      namespace: connector.namespace,
    })
    return connection
  } catch (cause) {
    const error = toWalletError(cause)
    // Another wallet may have connected meanwhile; only undo our own "connecting".
    if (foyer.store.getState().accounts[connector.namespace]?.status === 'connecting')
      setConnectionStatus(
        foyer,
        connector.namespace,
        before === 'connected' ? 'disconnected' : before,
      )
    foyer.store.setState({ connectError: { message: error.shortMessage, code: error.code } })
    foyer.events.emit({
      type: 'CONNECT_ERROR',
      walletId: connector.id,
      message: error.shortMessage,
    })
    throw error
  }
}
