import { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for disconnecting. Framework-free: hooks wrap it. */
export function disconnectMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'disconnect'] as const,
    mutationFn: (parameters: DisconnectParameters | undefined) => disconnect(foyer, parameters),
  }
}
