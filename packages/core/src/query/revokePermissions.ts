import {
  type RevokePermissionsParameters,
  revokePermissions,
} from '../actions/revokePermissions.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for taking a permission back. */
export function revokePermissionsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'revokePermissions'] as const,
    mutationFn: (parameters: RevokePermissionsParameters) => revokePermissions(foyer, parameters),
  }
}
