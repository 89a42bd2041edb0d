import { FrameRequestError } from '../evmRequests.js'
import type { FrameContext } from './frameContext.js'
import type { HandlersOf } from './types.js'

/** Smart accounts (SPEC §6): where the wallet has them, which account is preferred, the account itself. */
export function smartAccountHandlers(
  frame: FrameContext,
): HandlersOf<
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'SET_PREFERRED_ACCOUNT' | 'INIT_SMART_ACCOUNT'
> {
  const { config, storage } = frame
  return {
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // SPEC §6: smart accounts only where the wallet reports them — the chains whose config names a factory.
      return {
        smartAccountEnabledNetworks: config.chains
          .filter((candidate) => candidate.smartAccount)
          .map((candidate) => candidate.id),
      }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const current = frame.requireSession()
      const { chain } = frame
      if (type === 'eoa') {
        storage.setPreferredAccountType('eoa')
        return { type, address: current.account.address }
      }
      if (!chain.smartAccount)
        throw new FrameRequestError(`Smart accounts are not available on ${chain.name}`, 4200)
      const address = await (await frame.smartAccountsOf(current)).address(chain)
      storage.setPreferredAccountType('smartAccount')
      return { type, address }
    },
    async INIT_SMART_ACCOUNT() {
      const current = frame.requireSession()
      const { chain } = frame
      if (!chain.smartAccount)
        throw new FrameRequestError(`Smart accounts are not available on ${chain.name}`, 4200)
      const accounts = await frame.smartAccountsOf(current)
      const [address, isDeployed] = await Promise.all([
        accounts.address(chain),
        accounts.isDeployed(chain),
      ])
      return { address, isDeployed }
    },
  }
}
