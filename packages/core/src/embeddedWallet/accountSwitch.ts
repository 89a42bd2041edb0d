// Switching the embedded wallet's active account between its smart account and its EOA: whether it can be
// done here, and the wallet's switch. `setPreferredAccountType` and the Account view's switch ask it.
import { type ChainAdapter, canManageEmbeddedWallet } from '../adapter.js'
import type { NetworkState } from '../state/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

/** Whether the active namespace's account can switch between its smart account and its EOA right now. */
export function canSwitchAccountType(foyer: FoyerContext, namespace?: Namespace): boolean {
  const wanted = namespace ?? foyer.store.getState().activeNamespace
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === wanted)
  if (!adapter || !embeddedSwitcher(adapter)) return false
  return smartAccountsHere(foyer.store.getState().networks[adapter.namespace])
}

/** The connected embedded wallet's account switch, or undefined when there is none to switch. */
export function embeddedSwitcher(adapter: ChainAdapter) {
  if (!canManageEmbeddedWallet(adapter) || !adapter.isEmbeddedWalletConnected()) return undefined
  return adapter.setPreferredAccountType?.bind(adapter)
}

/** SPEC §6: smart accounts only on the networks the wallet reports. */
export function smartAccountsHere(network: NetworkState | undefined): boolean {
  return !!network?.smartAccountEnabledNetworks.includes(Number(network.caipNetwork?.id))
}
