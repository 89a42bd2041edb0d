import {
  type ConfirmEmailChangeParameters,
  confirmEmailChange,
  type UpdateEmailParameters,
  updateEmail,
} from '../actions/updateEmail.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for starting an e-mail change. Framework-free: hooks wrap it. */
export function updateEmailMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'updateEmail'] as const,
    mutationFn: (parameters: UpdateEmailParameters) => updateEmail(foyer, parameters),
  }
}

/** Mutation options for answering a step of an e-mail change with its code. */
export function confirmEmailChangeMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'confirmEmailChange'] as const,
    mutationFn: (parameters: ConfirmEmailChangeParameters) => confirmEmailChange(foyer, parameters),
  }
}
