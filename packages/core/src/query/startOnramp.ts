import { type StartOnrampParameters, startOnramp } from '../actions/startOnramp.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for starting a purchase (the checkout URL). */
export function startOnrampMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'onramp', 'start'] as const,
    mutationFn: (parameters: StartOnrampParameters) => startOnramp(foyer, parameters),
  }
}
