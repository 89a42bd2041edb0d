import { type SwapParameters, swap } from '../actions/swap.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for swapping. */
export function swapMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'swap'] as const,
    mutationFn: (parameters: SwapParameters) => swap(foyer, parameters),
  }
}
