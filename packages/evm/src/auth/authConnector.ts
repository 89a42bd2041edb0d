import type { SocialLogin } from '@foyer/core'
import type { AdapterContext, ConnectFlow, EmbeddedWalletSettings } from '@foyer/core/adapter'
import { EMBEDDED_WALLET_SESSION, type EmbeddedWalletHub } from '@foyer/embedded'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import type { Address, Chain } from 'viem'
import { type EmbeddedModule, loadEmbedded } from './loadEmbedded.js'

/** The auth connector's wagmi id: hosts' wagmi hooks see it as a connector like any other. */
export const AUTH_CONNECTOR_ID = 'foyer-email'

/** The embedded wallet's session as the host knows it: never a key or a token, only what the frame reports. */
export type AuthConnection = {
  address: Address
  chainId: number
  email: string | undefined
  userName: string | undefined
  socialProvider: string | undefined
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed: boolean
  smartAccountEnabledNetworks: number[]
  /** Both accounts, when the wallet has a smart account on this chain (SPEC §3 'Account entry'). */
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
}

/**
 * What the EVM adapter and the auth connector share: the login the visitor started (an e-mail and its
 * flow, set by the adapter's connect before wagmi's), the connection, and the frame's channel.
 */
export type AuthConnectorState = {
  login:
    | { email: string; flow: ConnectFlow }
    | { social: SocialLogin; flow: ConnectFlow }
    | { passkey: true; flow: ConnectFlow }
    | undefined
  /** A social login's result this page came back with (`result_uri`), completed by the next reconnect. */
  socialReturn: string | undefined
  connection: AuthConnection | undefined
  /** The frame's channel and the embedded module, loaded once per Foyer instance. */
  load(): Promise<LoadedEmbedded>
  /** The instance's embedded-wallet hub, where other namespaces join the session (set at mount). */
  hub: EmbeddedWalletHub | undefined
  /** Called when the connection's details changed without a change of account (the adapter reports it again). */
  changed: (() => void) | undefined
  /** Makes the smart account or the EOA the active account (set once the connector exists). */
  setAccountType:
    | ((type: 'eoa' | 'smartAccount') => Promise<{ type: 'eoa' | 'smartAccount'; address: string }>)
    | undefined
}

type LoadedEmbedded = {
  embedded: EmbeddedModule
  transport: import('@foyer/embedded').FrameTransport
}

// A marker in the host's storage that the last session was the embedded wallet's, so that a reload
// restores it; it holds no token and no key (those stay in the frame's own storage).
const MARKER = 'foyer-email.connected'

/**
 * The embedded wallet as a wagmi connector (type 'auth'). Connect runs the e-mail, social or passkey login
 * in the frame (or, when reconnecting, asks the frame whether its session is alive); requests go through the embedded
 * provider, which has the visitor approve every signature and transaction (SPEC §4 'RPC flow').
 */
export function authConnector({
  chains,
  context,
  state,
  storage,
}: {
  chains: readonly [Chain, ...Chain[]]
  context: AdapterContext
  state: AuthConnectorState
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
}): CreateConnectorFn {
  let provider: import('@foyer/embedded').EmbeddedEvmProvider | undefined

  return createConnector((config) => {
    const chainFor = (chainId: number) => chains.find((chain) => chain.id === chainId)

    async function ready() {
      const loaded = await state.load()
      provider ??= loaded.embedded.createEmbeddedEvmProvider({
        transport: loaded.transport,
        current: () => state.connection,
        nativeCurrency: (chainId) =>
          chainFor(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
        requestApproval: context.requestApproval,
        refuseRequest: context.refuseRequest,
        switchChain: async (chainId) => {
          await switchTo(chainId)
        },
        // A smart account deploys with its first operation: the state's flag follows (SPEC §3).
        afterSend: () => {
          const current = state.connection
          if (
            !current ||
            current.smartAccountDeployed ||
            current.preferredAccountType !== 'smartAccount'
          )
            return
          loaded.transport
            .request('GET_USER', { chainId: current.chainId })
            .then((user) => {
              if (state.connection !== current || !user.smartAccountDeployed) return
              state.connection = { ...current, ...connectionOf(user) }
              state.changed?.()
            })
            .catch(() => {})
        },
      })
      return { ...loaded, provider }
    }

    // SPEC §3 'Preferred account payload': the frame switches and remembers; wagmi and listeners hear of the
    // new address like of any account change.
    state.setAccountType = async (type) => {
      const { transport } = await ready()
      const current = state.connection
      if (!current)
        throw Object.assign(new Error('The embedded wallet is not connected'), { code: 4100 })
      const result = await transport.request('SET_PREFERRED_ACCOUNT', { type })
      const user = await transport.request('GET_USER', { chainId: current.chainId })
      state.connection = { ...current, ...connectionOf(user) }
      config.emitter.emit('change', { accounts: [state.connection.address] })
      provider?.emit('accountsChanged', [state.connection.address])
      return { type: result.type, address: result.address }
    }

    /** Switches the frame's chain: the account may change too (a smart account there, or none). */
    async function switchTo(chainId: number): Promise<Chain> {
      const chain = chainFor(chainId)
      if (!chain)
        throw Object.assign(new Error(`Chain ${chainId} is not configured`), { code: 4902 })
      const { transport } = await ready()
      await transport.request('SWITCH_NETWORK', { chainId })
      if (state.connection) {
        const before = state.connection.address
        const user = await transport.request('GET_USER', { chainId })
        state.connection = { ...state.connection, ...connectionOf(user), chainId }
        if (state.connection.address !== before)
          config.emitter.emit('change', { accounts: [state.connection.address], chainId })
      }
      config.emitter.emit('change', { chainId })
      provider?.emit('chainChanged', `0x${chainId.toString(16)}`)
      return chain
    }

    return {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: 'auth',

      async connect({ chainId, isReconnecting } = {}) {
        const { embedded, transport } = await ready()
        const login = state.login
        state.login = undefined
        const socialReturn = state.socialReturn
        state.socialReturn = undefined
        if (login && !isReconnecting) {
          if ('email' in login) await embedded.runEmailLogin(transport, login)
          else if ('social' in login) await embedded.runSocialLogin(transport, login)
          else await embedded.runPasskeySignIn(transport, login.flow)
        } else if (socialReturn) {
          // SPEC §4: back from a Telegram mini-app (or a login by redirect): connect social, then the account.
          await transport.request('CONNECT_SOCIAL', { uri: socialReturn }).catch((error: Error) => {
            // Nobody awaits a reconnect: the visitor would see nothing happen after the provider's page. A
            // wallet guarded by a passkey opens only in a flow that can show the passkey page: the modal's
            // passkey sign-in.
            context.loginFailed(
              embedded.isPasskeyRequired(error) ? { key: 'passkeyRequiredSignIn' } : error.message,
            )
            throw error
          })
        } else {
          const isConnected = await transport.request('IS_CONNECTED', {}).then(
            (answer) => answer.isConnected,
            (error: unknown) => {
              // A login whose wallet waits for its passkey ('unlock'): not connected, yet no session ended.
              if (embedded.isPasskeyRequired(error)) return undefined
              throw error
            },
          )
          if (!isConnected) {
            // The visitor had a session (the marker says so) and the service ended it: SPEC §8's alert.
            if (isConnected === false && storage?.getItem(MARKER))
              context.alert({
                code: 'SESSION_EXPIRED',
                shortMessage: { key: 'sessionExpired' },
                details: { key: 'embeddedSessionExpiredDetails' },
              })
            storage?.removeItem(MARKER)
            throw Object.assign(new Error('The embedded wallet has no session'), { code: 4100 })
          }
        }
        const wanted = chainId ?? chains[0].id
        const user = await transport.request('GET_USER', {
          chainId: chainFor(wanted) ? wanted : chains[0].id,
        })
        // SPEC §4: after the auth connector connects, the account, its user, the smart account's deployment,
        // the preferred account type and the networks where smart accounts work are recorded.
        const { smartAccountEnabledNetworks } = await transport.request(
          'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
          {},
        )
        state.connection = {
          ...connectionOf(user),
          email: user.email,
          userName: user.userName,
          socialProvider: user.socialProvider,
          smartAccountEnabledNetworks,
        }
        storage?.setItem(MARKER, '1')
        // The other namespaces (Solana) open their side of the session before the login counts as done.
        await state.hub?.announce({ transport })
        // wagmi's connect types its result by `withCapabilities`; the embedded wallet reports none.
        return { accounts: [state.connection.address], chainId: state.connection.chainId } as never
      },

      async disconnect() {
        state.connection = undefined
        storage?.removeItem(MARKER)
        void state.hub?.announce(undefined)
        const { transport } = await ready()
        // SPEC §4: signing out clears stored login data (the frame drops its session token).
        await transport.request('SIGN_OUT', {})
      },

      async getAccounts() {
        return state.connection ? [state.connection.address] : []
      },

      async getChainId() {
        return state.connection?.chainId ?? chains[0].id
      },

      async getProvider() {
        // wagmi's reconnect asks every connector for its provider before asking whether it is authorized:
        // with no session to restore and nothing loaded yet there is none, and the frame and the adapter's
        // actions stay unloaded until the visitor logs in (they are ~40 kB gzip before the first click).
        if (!provider && !storage?.getItem(MARKER) && state.socialReturn === undefined)
          return undefined as never
        return (await ready()).provider
      },

      async isAuthorized() {
        // Only a page whose last session was the embedded wallet's, or that comes back from a social
        // login, loads the frame at startup.
        return !!storage?.getItem(MARKER) || state.socialReturn !== undefined
      },

      switchChain: ({ chainId }) => switchTo(chainId),

      onAccountsChanged() {},
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        state.connection = undefined
        void state.hub?.announce(undefined)
        config.emitter.emit('disconnect')
      },
    }
  })
}

/** What GET_USER says of the accounts: the active one, its type, whether the smart account is deployed. */
function connectionOf(
  user: import('@foyer/embedded').AppEventResult<'GET_USER'>,
): Pick<
  AuthConnection,
  'address' | 'chainId' | 'preferredAccountType' | 'smartAccountDeployed' | 'accounts'
> {
  return {
    address: user.address as Address,
    chainId: Number(user.chainId),
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
    accounts: user.accounts ?? [{ address: user.address, type: 'eoa' }],
  }
}

/**
 * What each instance's embedded wallet has loaded, by its hub: one embedded module and one frame per
 * instance, however often the adapter mounts. The owner's own, so the hub lends the other namespaces only
 * the announced session's channel.
 */
const loadedByHub = new WeakMap<EmbeddedWalletHub, Promise<LoadedEmbedded>>()

/** The shared loader: one embedded module and one frame per Foyer instance. */
export function embeddedLoader(
  context: AdapterContext,
  settings: EmbeddedWalletSettings,
  chainId: number,
): { load: AuthConnectorState['load']; hub: EmbeddedWalletHub } {
  const hub = context.shared(EMBEDDED_WALLET_SESSION)
  const load = (): Promise<LoadedEmbedded> => {
    const loaded = loadedByHub.get(hub)
    if (loaded) return loaded
    const loading = loadEmbedded()
      .then((embedded) => ({
        embedded,
        transport: embedded.createFrameTransport({
          authUrl: settings.authUrl,
          projectId: settings.projectId,
          chainId,
          enableLogger: settings.enableLogger,
          onAlert: (error) =>
            context.alert({
              code: error.alert ?? 'EMBEDDED_WALLET_ERROR',
              shortMessage: error.displayText,
              details: error.details,
            }),
        }),
      }))
      .catch((error: unknown) => {
        // A failed download is forgotten, so the next press tries again.
        loadedByHub.delete(hub)
        throw error
      })
    loadedByHub.set(hub, loading)
    return loading
  }
  return { load, hub }
}
