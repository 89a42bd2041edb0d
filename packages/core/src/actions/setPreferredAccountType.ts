import { embeddedSwitcher, smartAccountsHere } from '../embeddedWallet/accountSwitch.js'
import type { BaseError } from '../errors/base.js'
import { SmartAccountNotEnabledError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type AccountType = 'eoa' | 'smartAccount'
export type SetPreferredAccountTypeParameters = {
  type: AccountType
  namespace?: Namespace | undefined
}
export type SetPreferredAccountTypeReturnType = { type: AccountType; address: string }
/** Not the embedded wallet's account, a smart account where the wallet reports none (SPEC §6), or the wallet's error. */
export type SetPreferredAccountTypeErrorType =
  | NotConnectedError
  | SmartAccountNotEnabledError
  | BaseError

/**
 * Makes the embedded wallet's smart account or its EOA the active account of a namespace (SPEC §3 'Preferred
 * account payload'). The wallet remembers the choice; the connection then carries the other address. A smart
 * account is refused on a network the wallet does not report (SPEC §6).
 */
export async function setPreferredAccountType(
  foyer: FoyerContext,
  { type, namespace }: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const adapter = getAdapter(foyer, namespace)
  const switcher = embeddedSwitcher(adapter)
  if (!switcher) throw new NotConnectedError()
  const network = foyer.store.getState().networks[adapter.namespace]
  if (type === 'smartAccount' && !smartAccountsHere(network)) {
    const caipNetwork = network?.caipNetwork
    throw new SmartAccountNotEnabledError(caipNetwork?.name ?? String(caipNetwork?.id))
  }
  try {
    return await switcher({ type })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
