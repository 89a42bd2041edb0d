import type { AppEventResult } from '../../protocol/messages.js'
import { AuthApiError } from '../authApi.js'
import type { FrameSolanaCluster } from '../config.js'
import { FrameRequestError } from '../evmRequests.js'
import { chainFor, isSolanaChainId } from './chains.js'
import type { FrameContext } from './frameContext.js'
import type { HandlersOf, SignInProvider } from './types.js'

/** The visitor's session and network: is it connected, who is it, sign out, which chain, switch chain. */
export function connectionHandlers(
  frame: FrameContext,
): HandlersOf<'IS_CONNECTED' | 'GET_USER' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK'> {
  const { api, config, storage } = frame
  return {
    async IS_CONNECTED() {
      if (frame.session) return { isConnected: true }
      if (!storage.token()) return { isConnected: false }
      try {
        const { user } = await api.session()
        await frame.open(user)
        return { isConnected: true }
      } catch (error) {
        // An expired or revoked session is a logged-out visitor; a network failure is an error.
        if (error instanceof AuthApiError && error.status === 401) {
          frame.dropSession()
          return { isConnected: false }
        }
        throw error
      }
    },
    async GET_USER({ chainId, preferredAccountType }) {
      if (isSolanaChainId(chainId)) return userAnswer(frame, frame.requireCluster(chainId))
      if (chainId !== undefined) frame.chain = chainFor(config, chainId) ?? frame.chain
      if (preferredAccountType) storage.setPreferredAccountType(preferredAccountType)
      return userAnswer(frame)
    },
    async SIGN_OUT() {
      if (storage.token()) await api.revoke().catch(() => {})
      frame.dropSession()
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId: frame.chain.id }
    },
    async SWITCH_NETWORK({ chainId }) {
      const next = chainFor(config, chainId)
      if (!next)
        throw new FrameRequestError(`The embedded wallet does not serve chain ${chainId}`, 4902)
      frame.chain = next
      return { chainId: frame.chain.id }
    },
  }
}

/** The user, with the account of the EVM chain or, when `cluster` is given, the Solana account. */
async function userAnswer(
  frame: FrameContext,
  cluster?: FrameSolanaCluster,
): Promise<AppEventResult<'GET_USER'>> {
  const current = frame.requireSession()
  const { chain, storage } = frame
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
  const accounts = await frame.smartAccountsOf(current)
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
