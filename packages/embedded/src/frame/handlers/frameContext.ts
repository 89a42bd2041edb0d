import type { Ceremony } from '../../passkey/protocol.js'
import { PASSKEY_REQUIRED_CODE } from '../../protocol/constants.js'
import type { ApprovalDesk } from '../approvalDesk.js'
import { type AuthApi, type AuthUser, createAuthApi } from '../authApi.js'
import type { FrameChain, FrameConfig, FrameSolanaCluster } from '../config.js'
import { FrameRequestError } from '../evmRequests.js'
import type { PasskeyDesk } from '../passkeyDesk.js'
import {
  type FrameSession,
  openAccount,
  PasskeyRequiredError,
  type PasskeyUnlock,
} from '../session.js'
import type { SmartAccounts } from '../smartAccounts.js'
import type { ActiveSmartAccount } from '../smartRequests.js'
import { createSponsorshipTokens } from '../sponsorship.js'
import type { FrameStorage } from '../storage.js'
import { chainFor, clusterFor, defaultChain } from './chains.js'

/** What the frame's handlers share: its settings, the visitor's session and the work under way. */
export type FrameContext = {
  readonly config: FrameConfig
  readonly storage: FrameStorage
  /** The parent page's origin, as the channel verified it at the handshake. */
  readonly parentOrigin: () => string | undefined
  /** Where signing requests wait for the visitor's decision in the approval page. */
  readonly desk: ApprovalDesk
  readonly api: AuthApi
  readonly deviceId: string
  session: FrameSession | undefined
  /** A login whose wallet waits for its passkey on this device (PASSKEY_REQUIRED_CODE). */
  lockedUser: AuthUser | undefined
  pendingEmail: string | undefined
  /** The Farcaster sign-in under way (its relay channel); a new one or a sign-out ends the wait for the last. */
  farcasterChannel: string | undefined
  chain: FrameChain
  /** The passkey desk once the first ceremony loaded it. */
  loadedDesk: PasskeyDesk | undefined
  requireSession(): FrameSession
  smartAccountsOf(current: FrameSession): Promise<SmartAccounts>
  /**
   * The smart account that is the active account on `target`: when the chain has smart accounts and the
   * visitor has not chosen the EOA (SPEC §1: a smart account by default on EVM).
   */
  activeSmartAccount(target: FrameChain): Promise<ActiveSmartAccount | undefined>
  /** The EVM chain a request names, or the frame's current one when it names none (4902 if not served). */
  requireChain(chainId: string | number | undefined): FrameChain
  requireCluster(chainId: string | number): FrameSolanaCluster
  /** Opens the account of a login; a wallet that waits for its passkey answers PASSKEY_REQUIRED_CODE. */
  open(loggedIn: AuthUser, unlock?: PasskeyUnlock): Promise<void>
  /** The passkey desk and ceremonies, loaded with the first ceremony rather than with the frame. */
  passkeyWork(): Promise<{ desk: PasskeyDesk; prepare(ceremony: Ceremony): string }>
  dropSession(): void
}

/** The frame's shared state and the steps several handler families take. */
export function createFrameContext(
  config: FrameConfig,
  storage: FrameStorage,
  /** The parent page's origin, as the channel verified it at the handshake. */
  parentOrigin: () => string | undefined,
  /** Where signing requests wait for the visitor's decision in the approval page. */
  desk: ApprovalDesk,
  /** Where passkey ceremonies wait for the visitor in the passkey page (loaded with the first one). */
  passkeyDesk: () => Promise<PasskeyDesk>,
): FrameContext {
  const api = createAuthApi(config.projectId, () => storage.token())
  // The session's smart accounts, built on first use (their code loads then, not with the frame).
  let smartAccounts: { owner: FrameSession; accounts: Promise<SmartAccounts> } | undefined
  let passkeys: Promise<{ desk: PasskeyDesk; prepare(ceremony: Ceremony): string }> | undefined
  const frame: FrameContext = {
    config,
    storage,
    parentOrigin,
    desk,
    api,
    deviceId: storage.deviceId(),
    session: undefined,
    lockedUser: undefined,
    pendingEmail: undefined,
    farcasterChannel: undefined,
    chain: chainFor(config, config.chainId) ?? defaultChain(config),
    loadedDesk: undefined,
    requireSession() {
      if (!frame.session) throw new FrameRequestError('The embedded wallet is not connected', 4100)
      return frame.session
    },
    smartAccountsOf(current) {
      if (smartAccounts?.owner !== current) {
        // The session's sponsorship token stays inside the smart accounts' paymaster transport (sponsorship.ts).
        const sponsorshipToken = createSponsorshipTokens(() => api.sponsorshipToken())
        const accounts = import('../smartAccounts.js').then((module) =>
          module.createSmartAccounts(current.account, {
            apiUrl: config.apiUrl,
            projectId: config.projectId,
            sponsorshipToken,
          }),
        )
        smartAccounts = { owner: current, accounts }
      }
      return smartAccounts.accounts
    },
    async activeSmartAccount(target) {
      const { session } = frame
      if (!session || !target.smartAccount || storage.preferredAccountType() !== 'smartAccount')
        return undefined
      const accounts = await frame.smartAccountsOf(session)
      return { address: await accounts.address(target), accounts }
    },
    requireChain(chainId) {
      const target = chainId === undefined ? frame.chain : chainFor(config, chainId)
      if (!target)
        throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
      return target
    },
    requireCluster(chainId) {
      const cluster = clusterFor(config, chainId)
      if (!cluster)
        throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
      return cluster
    },
    async open(loggedIn, unlock) {
      try {
        frame.session = await openAccount(api, storage, loggedIn, unlock)
        frame.lockedUser = undefined
      } catch (error) {
        if (!(error instanceof PasskeyRequiredError)) throw error
        frame.lockedUser = loggedIn
        throw new FrameRequestError(error.message, PASSKEY_REQUIRED_CODE)
      }
    },
    passkeyWork() {
      passkeys ??= Promise.all([passkeyDesk(), import('../passkeyCeremonies.js')]).then(
        ([loaded, { passkeyCeremonies }]) => {
          frame.loadedDesk = loaded
          const ceremonies = passkeyCeremonies({
            api,
            deviceId: frame.deviceId,
            storage,
            session: () => frame.session,
            lockedUser: () => frame.lockedUser,
            open: frame.open,
          })
          const byName = {
            add: ceremonies.add,
            'sign-in': ceremonies.signIn,
            unlock: ceremonies.unlock,
          }
          return {
            desk: loaded,
            prepare: (ceremony: Ceremony) => loaded.prepare(byName[ceremony]()),
          }
        },
      )
      return passkeys
    },
    dropSession() {
      desk.cancelAll()
      frame.loadedDesk?.cancelAll()
      frame.lockedUser = undefined
      frame.session = undefined
      frame.farcasterChannel = undefined
      storage.setToken(undefined)
    },
  }
  return frame
}
