import {
  type SetPreferredAccountTypeParameters,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for switching between the smart account and the EOA. */
export function setPreferredAccountTypeMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'setPreferredAccountType'] as const,
    mutationFn: (parameters: SetPreferredAccountTypeParameters) =>
      setPreferredAccountType(foyer, parameters),
  }
}
