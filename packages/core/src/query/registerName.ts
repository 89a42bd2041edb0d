import { type RegisterNameParameters, registerName } from '../actions/registerName.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for registering a name for the connected EVM account. */
export function registerNameMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'registerName'] as const,
    mutationFn: (parameters: RegisterNameParameters) => registerName(foyer, parameters),
  }
}
