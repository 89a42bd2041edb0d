import { type SignMessageParameters, signMessage } from '../actions/signMessage.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for signing a message. Framework-free: hooks wrap it. */
export function signMessageMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'signMessage'] as const,
    mutationFn: (parameters: SignMessageParameters) => signMessage(foyer, parameters),
  }
}
