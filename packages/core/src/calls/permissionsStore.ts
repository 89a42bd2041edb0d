// The permissions granted from this browser (smart sessions), kept in the instance's storage per account so
// that the Permissions view lists them and the visitor can take them back. Only the permission actions use it.
import type { FoyerContext } from '../types/instance.js'
import type { GrantedPermission } from './types.js'

type StoredPermission = Omit<GrantedPermission, 'allowance'> & { allowance: string }

/** Every permission kept, of every account; an entry another script spoiled is left out. */
export function readPermissions(foyer: FoyerContext): GrantedPermission[] {
  const stored = foyer.storage.get<StoredPermission[]>('permissions')
  if (!Array.isArray(stored)) return []
  return stored.flatMap((permission) => {
    // Storage another script wrote must not break the Permissions view.
    if (
      typeof permission?.account !== 'string' ||
      typeof permission.expiry !== 'number' ||
      typeof permission.permissionsContext !== 'string' ||
      typeof permission.signer !== 'string' ||
      typeof permission.token !== 'string'
    )
      return []
    try {
      return [{ ...permission, allowance: BigInt(permission.allowance) }]
    } catch {
      return []
    }
  })
}

/** Keeps `permissions` in place of what was kept, and has the permissions' queries read them again. */
export function writePermissions(foyer: FoyerContext, permissions: GrantedPermission[]): void {
  foyer.storage.set(
    'permissions',
    permissions.map((permission) => ({
      ...permission,
      allowance: permission.allowance.toString(),
    })),
  )
  void foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'permissions'] })
}
