import { type GrantPermissionsParameters, grantPermissions } from '../actions/grantPermissions.js'
import type { FoyerContext } from '../types/instance.js'

/** Mutation options for asking a permission (smart sessions). */
export function grantPermissionsMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'grantPermissions'] as const,
    mutationFn: (parameters: GrantPermissionsParameters) => grantPermissions(foyer, parameters),
  }
}
