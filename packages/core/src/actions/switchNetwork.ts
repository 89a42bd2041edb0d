import type { BaseError } from '../errors/base.js'
import { NetworkNotFoundError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import { applyActiveNamespace, applyChosenNetwork } from '../state/connection.js'
import type { CaipNetwork, CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId }
export type SwitchNetworkReturnType = undefined
export type SwitchNetworkErrorType = NetworkNotFoundError | BaseError

/** All networks the host configured, across adapters. */
export function getNetworks(foyer: FoyerContext): CaipNetwork[] {
  return foyer.adapters.flatMap((adapter) => [...adapter.networks])
}

/**
 * Switches network (SPEC §4). With a connected address in that namespace the wallet switches (and may be
 * asked to add the chain); otherwise the choice is simply recorded for the next connection.
 */
export async function switchNetwork(
  foyer: FoyerContext,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const network = getNetworks(foyer).find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new NetworkNotFoundError(caipNetworkId)
  const namespace = network.chainNamespace
  const adapter = getAdapter(foyer, namespace)
  const account = foyer.store.getState().accounts[namespace]

  if (account?.status === 'connected' && account.address) {
    try {
      // The adapter's connection event then records the new network.
      await adapter.switchNetwork({ network })
    } catch (error) {
      throw toWalletError(error)
    }
  } else {
    applyChosenNetwork(foyer, network)
  }
  applyActiveNamespace(foyer, namespace)
  foyer.events.emit({ type: 'SWITCH_NETWORK', caipNetworkId })
}
