import { type UpdateEmailParameters, updateEmail } from '../actions/updateEmail.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for starting an e-mail change. Framework-free: hooks wrap it. */
export function updateEmailMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'updateEmail'] as const,
    mutationFn: (parameters: UpdateEmailParameters) => updateEmail(foyer, parameters),
  }
}
