import { type ConnectParameters, connect } from '../actions/connect.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for connecting through a connector. Framework-free: hooks wrap it. */
export function connectMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'connect'] as const,
    mutationFn: (parameters: ConnectParameters) => connect(foyer, parameters),
  }
}
