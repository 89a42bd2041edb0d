import { readPermissions } from '../calls/permissionsStore.js'
import type { GrantedPermission } from '../calls/types.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetPermissionsParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
  /** The time expiries are compared with, in ms (tests). */
  now?: number
}
export type GetPermissionsReturnType = GrantedPermission[]
/** It does not throw: no account, or nothing kept, reads as none. */
export type GetPermissionsErrorType = never

/**
 * The permissions granted from this browser for the connected account that have not expired, soonest to
 * expire first. Synchronous: they are read from this browser's storage.
 */
export function getPermissions(
  foyer: FoyerContext,
  { namespace, now = Date.now() }: GetPermissionsParameters = {},
): GetPermissionsReturnType {
  const state = foyer.store.getState()
  const wanted = namespace ?? state.activeNamespace
  const address = wanted ? state.accounts[wanted]?.address : undefined
  if (!address) return []
  return readPermissions(foyer)
    .filter(
      (permission) =>
        permission.account.toLowerCase() === address.toLowerCase() &&
        permission.expiry * 1000 > now,
    )
    .sort((a, b) => a.expiry - b.expiry)
}
