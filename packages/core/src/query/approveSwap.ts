import { type ApproveSwapParameters, approveSwap } from '../actions/approveSwap.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for approving the swap router to take the amount of a swap. */
export function approveSwapMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'approveSwap'] as const,
    mutationFn: (parameters: ApproveSwapParameters) => approveSwap(foyer, parameters),
  }
}
