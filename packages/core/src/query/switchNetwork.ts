import { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for switching network. Framework-free: hooks wrap it. */
export function switchNetworkMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'switchNetwork'] as const,
    mutationFn: (parameters: SwitchNetworkParameters) => switchNetwork(foyer, parameters),
  }
}
