import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { AUTH_CONNECTOR_ID, type AuthConnectorParameters, MARKER } from './authConnectorState.js'

type Session = ReturnType<typeof import('./authSession.js').authSession>

/**
 * The embedded wallet as a wagmi connector (type 'auth'): the shell registered at mount, so that the
 * Connect view lists e-mail login and wagmi's reconnect asks it. What a login or a restore runs
 * (authSession.ts) rides in the adapter's lazy actions chunk, loaded on the first login, or at start only
 * when there is a session to restore.
 */
export function authConnector(parameters: AuthConnectorParameters): CreateConnectorFn {
  const { chains, state, storage } = parameters
  return createConnector((config) => {
    let loading: Promise<Session> | undefined
    const session = () =>
      (loading ??= import('../actions.js').then((module) =>
        module.actions.authSession(parameters, config),
      ))
    // Only a page whose last session was the embedded wallet's, or that comes back from a social login,
    // loads the frame at startup.
    const restorable = () => !!storage?.getItem(MARKER) || state.socialReturn !== undefined
    return {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: 'auth',
      // wagmi's connect types its result by `withCapabilities`; the embedded wallet reports none.
      connect: async (options) => (await session()).connect(options) as never,
      disconnect: async () => (await session()).disconnect(),
      getAccounts: async () => (state.connection ? [state.connection.address] : []),
      getChainId: async () => state.connection?.chainId ?? chains[0].id,
      // wagmi's reconnect asks every connector for its provider before asking whether it is authorized:
      // with no session to restore and nothing loaded yet there is none, and the frame and the adapter's
      // actions stay unloaded until the visitor logs in.
      getProvider: async () =>
        !loading && !restorable() ? (undefined as never) : (await session()).getProvider(),
      isAuthorized: async () => restorable(),
      switchChain: async ({ chainId }) => (await session()).switchChain(chainId),
      onAccountsChanged() {},
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect: () => void session().then((s) => s.onDisconnect()),
    }
  })
}
