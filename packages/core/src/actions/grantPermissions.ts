import { checkPermissionRequest } from '../calls/checkPermissionRequest.js'
import { permissionsAdapter } from '../calls/permissionsAdapter.js'
import { readPermissions, writePermissions } from '../calls/permissionsStore.js'
import type { GrantedPermission, PermissionRequest } from '../calls/types.js'
import type { BaseError } from '../errors/base.js'
import type { InvalidCallsError, PermissionsNotSupportedError } from '../errors/calls.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

// Smart sessions (features.smartSessions, SPEC §1: off by default): a host asks once for a permission — another
// key may transfer up to an allowance of one token until a time — the visitor approves it, and the host's key
// then acts within it without prompts; the account enforces it on chain. Granted permissions are kept per
// account in this browser so that the Permissions view lists them and the visitor can take them back.

export type GrantPermissionsParameters = PermissionRequest & { namespace?: Namespace | undefined }
/** What the wallet granted, with the `permissionsContext` the host's key acts with. */
export type GrantPermissionsReturnType = GrantedPermission
/** A request the rules refuse, the feature off or a wallet without it, not connected, or the wallet's error. */
export type GrantPermissionsErrorType =
  | InvalidCallsError
  | PermissionsNotSupportedError
  | NotConnectedError
  | BaseError

/** Asks the visitor for a permission (ERC-7715) and keeps what the wallet granted in this browser. */
export async function grantPermissions(
  foyer: FoyerContext,
  { namespace, ...request }: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  checkPermissionRequest(request)
  const { adapter, network } = permissionsAdapter(foyer, namespace)
  let granted: GrantedPermission
  try {
    granted = await adapter.grantPermissions({ ...request, network })
  } catch (cause) {
    throw toWalletError(cause)
  }
  writePermissions(foyer, [
    ...readPermissions(foyer).filter((p) => p.permissionsContext !== granted.permissionsContext),
    granted,
  ])
  return granted
}
