import {
  type AppEventResult,
  createEmbeddedEvmProvider,
  type EmbeddedEvmProvider,
  isPasskeyRequired,
  runEmailLogin,
  runPasskeySignIn,
  runSocialLogin,
} from '@foyer/embedded'
import type { CreateConnectorFn } from '@wagmi/core'
import type { Address, Chain } from 'viem'
import { type AuthConnection, type AuthConnectorParameters, MARKER } from './authConnectorState.js'

/**
 * The auth connector's working part (authConnector.ts is its shell): it rides in the adapter's lazy actions
 * chunk, loaded when the visitor logs in or a page restores the embedded wallet's session. Connect runs the
 * e-mail, social or passkey login in the frame (or, when reconnecting, asks the frame whether its session is
 * alive); requests go through the embedded provider, which has the visitor approve every signature and
 * transaction (SPEC §4 'RPC flow').
 */
export function authSession(
  { chains, context, state, storage }: AuthConnectorParameters,
  config: Parameters<CreateConnectorFn>[0],
) {
  let provider: EmbeddedEvmProvider | undefined
  const chainFor = (chainId: number) => chains.find((chain) => chain.id === chainId)

  async function ready() {
    const loaded = await state.load()
    provider ??= createEmbeddedEvmProvider({
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
    if (!chain) throw Object.assign(new Error(`Chain ${chainId} is not configured`), { code: 4902 })
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
    async connect({
      chainId,
      isReconnecting,
    }: {
      chainId?: number
      isReconnecting?: boolean
    } = {}) {
      const { transport } = await ready()
      const login = state.login
      state.login = undefined
      const socialReturn = state.socialReturn
      state.socialReturn = undefined
      if (login && !isReconnecting) {
        if ('email' in login) await runEmailLogin(transport, login)
        else if ('social' in login) await runSocialLogin(transport, login)
        else await runPasskeySignIn(transport, login.flow)
      } else if (socialReturn) {
        // SPEC §4: back from a Telegram mini-app (or a login by redirect): connect social, then the account.
        await transport.request('CONNECT_SOCIAL', { uri: socialReturn }).catch((error: Error) => {
          // Nobody awaits a reconnect: the visitor would see nothing happen after the provider's page. A
          // wallet guarded by a passkey opens only in a flow that can show the passkey page: the modal's
          // passkey sign-in.
          context.loginFailed(
            isPasskeyRequired(error) ? { key: 'passkeyRequiredSignIn' } : error.message,
          )
          throw error
        })
      } else {
        const isConnected = await transport.request('IS_CONNECTED', {}).then(
          (answer) => answer.isConnected,
          (error: unknown) => {
            // A login whose wallet waits for its passkey ('unlock'): not connected, yet no session ended.
            if (isPasskeyRequired(error)) return undefined
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
      return { accounts: [state.connection.address], chainId: state.connection.chainId }
    },

    async disconnect() {
      state.connection = undefined
      storage?.removeItem(MARKER)
      void state.hub?.announce(undefined)
      const { transport } = await ready()
      // SPEC §4: signing out clears stored login data (the frame drops its session token).
      await transport.request('SIGN_OUT', {})
    },

    getProvider: async () => (await ready()).provider,

    switchChain: switchTo,

    onDisconnect() {
      state.connection = undefined
      void state.hub?.announce(undefined)
      config.emitter.emit('disconnect')
    },
  }
}

/** What GET_USER says of the accounts: the active one, its type, whether the smart account is deployed. */
function connectionOf(
  user: AppEventResult<'GET_USER'>,
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
