import {
  type ConfirmEmailChangeParameters,
  confirmEmailChange,
} from '../actions/confirmEmailChange.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for answering a step of an e-mail change with its code. */
export function confirmEmailChangeMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'confirmEmailChange'] as const,
    mutationFn: (parameters: ConfirmEmailChangeParameters) => confirmEmailChange(foyer, parameters),
  }
}
