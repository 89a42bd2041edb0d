import { WALLETCONNECT_ICON } from '@foyer/core/adapter'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { MARKER, type WalletConnectConnectorParameters } from './parameters.js'

/** The WalletConnect connector's wagmi id. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

type Session = ReturnType<typeof import('./walletConnectSession.js').walletConnectSession>

/**
 * WalletConnect as a wagmi connector (type 'walletConnect') on @walletconnect/universal-provider 2.21.8. What
 * the Connect view lists is here; the rest (walletConnectSession.ts, in the adapter's lazy actions chunk, and
 * the SDK, a chunk of its own) loads when the visitor chooses WalletConnect — or at start only when there is
 * a session to restore.
 */
export function walletConnectConnector(
  parameters: WalletConnectConnectorParameters,
): CreateConnectorFn {
  return createConnector((config) => {
    let loading: Promise<Session> | undefined
    const session = () =>
      (loading ??= import('../actions.js').then((module) =>
        module.actions.walletConnectSession(parameters, config),
      ))
    const restorable = () => !!parameters.storage?.getItem(MARKER)
    return {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: WALLETCONNECT_ICON,
      connect: async (options) => (await session()).connect(options),
      disconnect: async () => (await session()).disconnect(),
      getAccounts: async () => (await session()).getAccounts(),
      getChainId: async () => (await session()).getChainId(),
      // wagmi's reconnect asks every connector for its provider: with no session to restore and nothing
      // loaded yet there is none, and the SDK stays unloaded until the visitor chooses WalletConnect.
      getProvider: async () =>
        !loading && !restorable() ? (undefined as never) : (await session()).getProvider(),
      isAuthorized: async () => restorable() && (await session()).isAuthorized(),
      switchChain: async (options) => (await session()).switchChain(options),
      onAccountsChanged: (accounts) => void session().then((s) => s.onAccountsChanged(accounts)),
      onChainChanged: (chainId) => void session().then((s) => s.onChainChanged(chainId)),
      onDisconnect: () => void session().then((s) => s.onDisconnect()),
    }
  })
}
