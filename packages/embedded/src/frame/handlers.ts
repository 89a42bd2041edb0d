import type { AppEventPayload, AppEventResult, AppEventType } from '../protocol/messages.js'

type SignInProvider = AppEventResult<'CONNECT_SOCIAL'>['socialProvider']

/** How often the frame asks whether the Farcaster client has signed. */
const FARCASTER_POLL_MS = 1000

import type { Ceremony } from '../passkey/protocol.js'
import { PASSKEY_REQUIRED_CODE } from '../protocol/constants.js'
import { classifyEvmMethod, classifySolanaMethod } from '../protocol/rpcMethods.js'
import type { ApprovalDesk } from './approvalDesk.js'
import { AuthApiError, type AuthUser, createAuthApi } from './authApi.js'
import type { FrameChain, FrameConfig, FrameSolanaCluster } from './config.js'
import { FrameRequestError, serveEvmRequest } from './evmRequests.js'
import type { PasskeyDesk } from './passkeyDesk.js'
import {
  type FrameSession,
  openAccount,
  PasskeyRequiredError,
  type PasskeyUnlock,
} from './session.js'
import type { SmartAccounts } from './smartAccounts.js'
import type { ActiveSmartAccount } from './smartRequests.js'
import { createSponsorshipTokens } from './sponsorship.js'
import type { FrameStorage } from './storage.js'

type Handlers = { [T in AppEventType]: (payload: AppEventPayload<T>) => Promise<AppEventResult<T>> }

/**
 * The frame's answer to every app event of SPEC §3. Each handler resolves with its SUCCESS payload or
 * throws; the channel turns a throw into the event's ERROR with the error's message.
 */
export function createHandlers(
  config: FrameConfig,
  storage: FrameStorage,
  /** The parent page's origin, as the channel verified it at the handshake. */
  parentOrigin: () => string | undefined,
  /** Where signing requests wait for the visitor's decision in the approval page. */
  desk: ApprovalDesk,
  /** Where passkey ceremonies wait for the visitor in the passkey page (loaded with the first one). */
  passkeyDesk: () => Promise<PasskeyDesk>,
): Handlers {
  const api = createAuthApi(config.projectId, () => storage.token())
  const deviceId = storage.deviceId()
  let session: FrameSession | undefined
  // A login whose wallet waits for its passkey on this device (PASSKEY_REQUIRED_CODE).
  let lockedUser: AuthUser | undefined
  let pendingEmail: string | undefined
  // The Farcaster sign-in under way (its relay channel); a new one or a sign-out ends the wait for the last.
  let farcasterChannel: string | undefined
  let chain: FrameChain = chainFor(config, config.chainId) ?? defaultChain(config)
  // The session's smart accounts, built on first use (their code loads then, not with the frame).
  let smartAccounts: { owner: FrameSession; accounts: Promise<SmartAccounts> } | undefined

  const requireSession = () => {
    if (!session) throw new FrameRequestError('The embedded wallet is not connected', 4100)
    return session
  }
  const smartAccountsOf = (current: FrameSession): Promise<SmartAccounts> => {
    if (smartAccounts?.owner !== current) {
      // The session's sponsorship token stays inside the smart accounts' paymaster transport (sponsorship.ts).
      const sponsorshipToken = createSponsorshipTokens(() => api.sponsorshipToken())
      const accounts = import('./smartAccounts.js').then((module) =>
        module.createSmartAccounts(current.account, {
          apiUrl: config.apiUrl,
          projectId: config.projectId,
          sponsorshipToken,
        }),
      )
      smartAccounts = { owner: current, accounts }
    }
    return smartAccounts.accounts
  }
  /**
   * The smart account that is the active account on `target`: when the chain has smart accounts and the
   * visitor has not chosen the EOA (SPEC §1: a smart account by default on EVM).
   */
  const activeSmartAccount = async (
    target: FrameChain,
  ): Promise<ActiveSmartAccount | undefined> => {
    if (!session || !target.smartAccount || storage.preferredAccountType() !== 'smartAccount')
      return undefined
    const accounts = await smartAccountsOf(session)
    return { address: await accounts.address(target), accounts }
  }
  /** The user, with the account of the EVM chain or, when `cluster` is given, the Solana account. */
  const user = async (cluster?: FrameSolanaCluster): Promise<AppEventResult<'GET_USER'>> => {
    const current = requireSession()
    const { user, account } = current
    const who = {
      ...(user.email ? { email: user.email } : {}),
      ...(user.socialProvider ? { socialProvider: user.socialProvider as SignInProvider } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
    }
    if (cluster) {
      const solana = await current.solana()
      return {
        ...who,
        address: solana.address,
        chainId: `solana:${cluster.reference}`,
        accounts: [{ address: solana.address, type: 'eoa' }],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }
    }
    const eoa = { address: account.address, type: 'eoa' as const }
    if (!chain.smartAccount)
      return {
        ...who,
        address: eoa.address,
        chainId: chain.id,
        accounts: [eoa],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }
    const accounts = await smartAccountsOf(current)
    const [smartAddress, deployed] = await Promise.all([
      accounts.address(chain),
      accounts.isDeployed(chain),
    ])
    const preferred = storage.preferredAccountType()
    return {
      ...who,
      address: preferred === 'smartAccount' ? smartAddress : eoa.address,
      chainId: chain.id,
      accounts: [{ address: smartAddress, type: 'smartAccount' }, eoa],
      smartAccountDeployed: deployed,
      preferredAccountType: preferred,
    }
  }
  /** The EVM chain a request names, or the frame's current one when it names none (4902 if not served). */
  const requireChain = (chainId: string | number | undefined): FrameChain => {
    const target = chainId === undefined ? chain : chainFor(config, chainId)
    if (!target)
      throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
    return target
  }
  const requireCluster = (chainId: string | number) => {
    const cluster = clusterFor(config, chainId)
    if (!cluster)
      throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
    return cluster
  }
  /** Opens the account of a login; a wallet that waits for its passkey answers PASSKEY_REQUIRED_CODE. */
  const open = async (loggedIn: AuthUser, unlock?: PasskeyUnlock) => {
    try {
      session = await openAccount(api, storage, loggedIn, unlock)
      lockedUser = undefined
    } catch (error) {
      if (!(error instanceof PasskeyRequiredError)) throw error
      lockedUser = loggedIn
      throw new FrameRequestError(error.message, PASSKEY_REQUIRED_CODE)
    }
  }
  // The passkey code loads with the first ceremony, not with the frame.
  let passkeys: Promise<{ desk: PasskeyDesk; prepare(ceremony: Ceremony): string }> | undefined
  let loadedDesk: PasskeyDesk | undefined
  const passkeyWork = () => {
    passkeys ??= Promise.all([passkeyDesk(), import('./passkeyCeremonies.js')]).then(
      ([desk, { passkeyCeremonies }]) => {
        loadedDesk = desk
        const ceremonies = passkeyCeremonies({
          api,
          deviceId,
          storage,
          session: () => session,
          lockedUser: () => lockedUser,
          open,
        })
        const byName = {
          add: ceremonies.add,
          'sign-in': ceremonies.signIn,
          unlock: ceremonies.unlock,
        }
        return { desk, prepare: (ceremony: Ceremony) => desk.prepare(byName[ceremony]()) }
      },
    )
    return passkeys
  }
  const dropSession = () => {
    desk.cancelAll()
    loadedDesk?.cancelAll()
    lockedUser = undefined
    session = undefined
    farcasterChannel = undefined
    storage.setToken(undefined)
  }
  /** A session opened through a provider (social or Farcaster): the account, and who signed in. */
  const signIn = async (
    token: string,
    user: AuthUser,
  ): Promise<AppEventResult<'CONNECT_SOCIAL'>> => {
    storage.setToken(token)
    await open(user)
    const provider = (user.socialProvider ?? undefined) as SignInProvider | undefined
    if (!provider) throw new Error('The sign-in result names no provider')
    return {
      socialProvider: provider,
      ...(user.email ? { email: user.email } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
    }
  }

  return {
    async CONNECT_EMAIL({ email }) {
      // This device already holds a session of this very e-mail (SPEC §4's CONNECT step): nothing to
      // verify, and no mail. Another e-mail, or no session, logs in as usual.
      if (session?.user.email && sameEmail(session.user.email, email)) {
        pendingEmail = undefined
        return { action: 'CONNECT' as const }
      }
      pendingEmail = email
      return api.loginEmail(email, deviceId)
    },
    async CONNECT_DEVICE() {
      if (!pendingEmail) throw new Error('Enter your e-mail address first')
      return api.loginDevice(pendingEmail, deviceId)
    },
    async CONNECT_OTP({ otp }) {
      if (!pendingEmail) throw new Error('Enter your e-mail address first')
      const { token, user } = await api.loginOtp(pendingEmail, deviceId, otp)
      storage.setToken(token)
      pendingEmail = undefined
      await open(user)
      return {}
    },
    async IS_CONNECTED() {
      if (session) return { isConnected: true }
      if (!storage.token()) return { isConnected: false }
      try {
        const { user } = await api.session()
        await open(user)
        return { isConnected: true }
      } catch (error) {
        // An expired or revoked session is a logged-out visitor; a network failure is an error.
        if (error instanceof AuthApiError && error.status === 401) {
          dropSession()
          return { isConnected: false }
        }
        throw error
      }
    },
    async GET_USER({ chainId, preferredAccountType }) {
      if (isSolanaChainId(chainId)) return user(requireCluster(chainId))
      if (chainId !== undefined) chain = chainFor(config, chainId) ?? chain
      if (preferredAccountType) storage.setPreferredAccountType(preferredAccountType)
      return user()
    },
    async SIGN_OUT() {
      if (storage.token()) await api.revoke().catch(() => {})
      dropSession()
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId: chain.id }
    },
    async SWITCH_NETWORK({ chainId }) {
      const next = chainFor(config, chainId)
      if (!next)
        throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
      chain = next
      return { chainId: chain.id }
    },
    async RPC_REQUEST({ method, params, chainId }) {
      // A signing request is never served on the host's word alone: it waits for the visitor's click in
      // the approval page (PREPARE_APPROVAL, AWAIT_APPROVAL).
      const signing = isSolanaChainId(chainId)
        ? classifySolanaMethod(method) === 'signing'
        : classifyEvmMethod(method) === 'signing'
      if (signing)
        throw new FrameRequestError(
          'Signing requests need the visitor’s approval in the wallet (PREPARE_APPROVAL)',
          4001,
        )
      if (isSolanaChainId(chainId)) {
        requireCluster(chainId)
        // Every Solana method the wallet serves signs: none is answered here (see above).
        throw new FrameRequestError('Requested RPC call is not allowed', 4200)
      }
      const target = requireChain(chainId)
      const smart = await activeSmartAccount(target)
      const result = await serveEvmRequest(
        { method, params },
        session?.account,
        target,
        smart,
        config,
      )
      return { result }
    },
    async PREPARE_APPROVAL({ method, params, chainId }) {
      const origin = parentOrigin()
      if (!origin) throw new FrameRequestError('The app is not verified', 4100)
      if (isSolanaChainId(chainId)) {
        if (classifySolanaMethod(method) !== 'signing')
          throw new FrameRequestError('Requested RPC call is not allowed', 4200)
        // The decoders load with the first signing request, not with the frame.
        const { prepareSolanaRequest } = await import('./prepareSolana.js')
        const prepared = prepareSolanaRequest(
          { method, params },
          await session?.solana(),
          requireCluster(chainId),
          origin,
        )
        return { approvalId: desk.prepare(prepared) }
      }
      if (classifyEvmMethod(method) !== 'signing')
        throw new FrameRequestError('Requested RPC call is not allowed', 4200)
      const target = requireChain(chainId)
      const { prepareEvmRequest } = await import('./prepareEvm.js')
      const prepared = await prepareEvmRequest(
        { method, params },
        session?.account,
        target,
        await activeSmartAccount(target),
        config,
        origin,
      )
      return { approvalId: desk.prepare(prepared) }
    },
    async AWAIT_APPROVAL({ approvalId }) {
      return { result: await desk.wait(approvalId) }
    },
    async CANCEL_APPROVAL({ approvalId }) {
      desk.cancel(approvalId)
      return {}
    },
    async PREPARE_PASSKEY({ ceremony }) {
      return { ceremonyId: (await passkeyWork()).prepare(ceremony) }
    },
    async AWAIT_PASSKEY({ ceremonyId }) {
      await (await passkeyWork()).desk.wait(ceremonyId)
      return {}
    },
    async CANCEL_PASSKEY({ ceremonyId }) {
      loadedDesk?.cancel(ceremonyId)
      return {}
    },
    async LIST_PASSKEYS() {
      requireSession()
      const { passkeys } = await api.passkeys()
      return {
        passkeys: passkeys.map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt })),
      }
    },
    async UPDATE_EMAIL({ email }) {
      requireSession()
      return api.changeEmail(email)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      requireSession()
      return api.changeEmailPrimary(otp)
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = requireSession()
      const { email } = await api.changeEmailSecondary(otp)
      current.user = { ...current.user, email }
      return { email }
    },
    async LIST_DEVICES() {
      requireSession()
      const { devices } = await api.devices()
      // Only the fields the protocol names: one the service adds later must not make the host refuse the answer.
      return {
        devices: devices.map(({ id, approvedAt, lastUsedAt, current, waiting }) => ({
          id,
          approvedAt,
          lastUsedAt,
          current,
          waiting,
        })),
      }
    },
    async REVOKE_DEVICE({ id }) {
      requireSession()
      await api.revokeDevice(id)
      return {}
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // SPEC §6: smart accounts only where the wallet reports them — the chains whose config names a factory.
      return {
        smartAccountEnabledNetworks: config.chains
          .filter((candidate) => candidate.smartAccount)
          .map((candidate) => candidate.id),
      }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const current = requireSession()
      if (type === 'eoa') {
        storage.setPreferredAccountType('eoa')
        return { type, address: current.account.address }
      }
      if (!chain.smartAccount)
        throw new FrameRequestError(`Smart accounts are not available on ${chain.name}`, 4200)
      const address = await (await smartAccountsOf(current)).address(chain)
      storage.setPreferredAccountType('smartAccount')
      return { type, address }
    },
    async INIT_SMART_ACCOUNT() {
      const current = requireSession()
      if (!chain.smartAccount)
        throw new FrameRequestError(`Smart accounts are not available on ${chain.name}`, 4200)
      const accounts = await smartAccountsOf(current)
      const [address, isDeployed] = await Promise.all([
        accounts.address(chain),
        accounts.isDeployed(chain),
      ])
      return { address, isDeployed }
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      // The provider sends the visitor back to `returnTo` with the result: only to the page that asked.
      let origin: string | undefined
      try {
        origin = new URL(returnTo).origin
      } catch {}
      if (!origin || origin !== parentOrigin()) throw new Error('The return page is not this app')
      return api.socialStart(provider, deviceId, returnTo)
    },
    async CONNECT_SOCIAL({ uri }) {
      const { token, user } = await api.socialComplete(uri, deviceId)
      return signIn(token, user)
    },
    async GET_FARCASTER_URI() {
      const origin = parentOrigin()
      if (!origin) throw new Error('The app is not verified')
      const { uri, channel } = await api.farcasterStart(deviceId, origin)
      farcasterChannel = channel
      return { url: uri }
    },
    async CONNECT_FARCASTER() {
      const channel = farcasterChannel
      if (!channel) throw new Error('No Farcaster sign-in is under way')
      // The service answers 'pending' until the Farcaster client has signed, and an error once it expired.
      for (;;) {
        if (farcasterChannel !== channel) throw new Error('The Farcaster sign-in was replaced')
        const answer = await api.farcasterComplete(channel, deviceId)
        if (answer.state === 'completed') {
          farcasterChannel = undefined
          return signIn(answer.token, answer.user)
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
    },
    // The frame shows no screen of its own: the modal gives the approval and passkey pages its theme and
    // locale when it frames them, and the project's verified name comes from the auth service, never from
    // the host. Said clearly (4200, unsupported) rather than answered with a success that changes nothing.
    async SYNC_THEME() {
      throw new FrameRequestError(
        'The wallet frame shows no screen of its own: the modal passes its theme to the wallet pages it shows',
        4200,
      )
    },
    async SYNC_DAPP_DATA() {
      throw new FrameRequestError(
        "The wallet frame takes the app's name from the project's registration, not from the page",
        4200,
      )
    },
    async RELOAD() {
      setTimeout(() => window.location.reload(), 0)
      return {}
    },
  }
}

/** E-mail addresses compare without case or surrounding spaces, as the auth service keys accounts. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The chain `chainId` names among the frame's chains (a number, a decimal or hex string, or a CAIP-2 id). */
export function chainFor(config: FrameConfig, chainId: string | number): FrameChain | undefined {
  const text = String(chainId)
  const id = text.startsWith('eip155:')
    ? Number(text.slice(7))
    : text.startsWith('0x')
      ? Number.parseInt(text, 16)
      : Number(text)
  return config.chains.find((candidate) => candidate.id === id)
}

const isSolanaChainId = (chainId: string | number | undefined): chainId is string =>
  typeof chainId === 'string' && chainId.startsWith('solana:')

/** The Solana cluster a `solana:<reference>` chain id names among the frame's clusters. */
export function clusterFor(
  config: FrameConfig,
  chainId: string | number,
): FrameSolanaCluster | undefined {
  const text = String(chainId)
  return config.solanaClusters.find((cluster) => text === `solana:${cluster.reference}`)
}

function defaultChain(config: FrameConfig): FrameChain {
  return (chainFor(config, config.defaultChainId) ?? config.chains[0]) as FrameChain
}
