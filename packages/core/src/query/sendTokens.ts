import { type SendTokensParameters, sendTokens } from '../actions/sendTokens.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for sending a token. Framework-free: hooks wrap it. */
export function sendTokensMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'sendTokens'] as const,
    mutationFn: (parameters: SendTokensParameters) => sendTokens(foyer, parameters),
  }
}
