import { permissionsAdapter } from '../calls/permissionsAdapter.js'
import { readPermissions, writePermissions } from '../calls/permissionsStore.js'
import type { BaseError } from '../errors/base.js'
import { InvalidCallsError, type PermissionsNotSupportedError } from '../errors/calls.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type RevokePermissionsParameters = {
  permissionsContext: string
  namespace?: Namespace | undefined
}
export type RevokePermissionsReturnType = undefined
/** No permissions context, the feature off or a wallet without it, not connected, or the wallet's error. */
export type RevokePermissionsErrorType =
  | InvalidCallsError
  | PermissionsNotSupportedError
  | NotConnectedError
  | BaseError

/** Takes a permission back, on chain; it leaves the list once the wallet has done so. */
export async function revokePermissions(
  foyer: FoyerContext,
  { permissionsContext, namespace }: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  if (typeof permissionsContext !== 'string' || !permissionsContext.startsWith('0x'))
    throw new InvalidCallsError('a permissions context expected')
  const { adapter } = permissionsAdapter(foyer, namespace)
  try {
    await adapter.revokePermissions({ permissionsContext })
  } catch (cause) {
    throw toWalletError(cause)
  }
  writePermissions(
    foyer,
    readPermissions(foyer).filter(
      (permission) => permission.permissionsContext !== permissionsContext,
    ),
  )
}
