import { type ChainAdapter, canManageEmbeddedWallet } from '../adapter.js'
import type { BaseError } from '../errors/base.js'
import { SmartAccountNotEnabledError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import type { NetworkState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type AccountType = 'eoa' | 'smartAccount'
export type SetPreferredAccountTypeParameters = {
  type: AccountType
  namespace?: Namespace | undefined
}
export type SetPreferredAccountTypeReturnType = { type: AccountType; address: string }
export type SetPreferredAccountTypeErrorType = BaseError

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

/** Whether the active namespace's account can switch between its smart account and its EOA right now. */
export function canSwitchAccountType(foyer: FoyerContext, namespace?: Namespace): boolean {
  const wanted = namespace ?? foyer.store.getState().activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === wanted)
  if (!adapter || !embeddedSwitcher(adapter)) return false
  return smartAccountsHere(foyer.store.getState().networks[adapter.namespace])
}

/** The connected embedded wallet's account switch, or undefined when there is none to switch. */
function embeddedSwitcher(adapter: ChainAdapter) {
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected()) return undefined
  return adapter.setPreferredAccountType?.bind(adapter)
}

/** SPEC §6: smart accounts only on the networks the wallet reports. */
function smartAccountsHere(network: NetworkState | undefined): boolean {
  return !!network?.smartAccountEnabledNetworks.includes(Number(network.caipNetwork?.id))
}
