import { getPermissions } from '../actions/getPermissions.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for the permissions granted from this browser to the connected account. */
export function getPermissionsQueryOptions(foyer: FoyerContext, address: string | undefined) {
  return {
    queryKey: ['foyer', 'permissions', address ?? ''] as const,
    queryFn: () => getPermissions(foyer),
    staleTime: 0,
  }
}

/** @deprecated Renamed `getPermissionsQueryOptions` (named after its action); kept for one release. */
export const permissionsQueryOptions = getPermissionsQueryOptions
