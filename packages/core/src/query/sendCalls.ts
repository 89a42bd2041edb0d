import { type SendCallsParameters, sendCalls } from '../actions/sendCalls.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for sending a batch of calls (EIP-5792). */
export function sendCallsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'sendCalls'] as const,
    mutationFn: (parameters: SendCallsParameters) => sendCalls(foyer, parameters),
  }
}
