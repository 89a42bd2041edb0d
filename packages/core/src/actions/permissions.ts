import { canGrantPermissions, type GrantsPermissions } from '../adapter.js'
import type { GrantedPermission, PermissionRequest } from '../calls/types.js'
import type { BaseError } from '../errors/base.js'
import { InvalidCallsError, PermissionsNotSupportedError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

// Smart sessions (features.smartSessions, SPEC §1: off by default): a host asks once for a permission — another
// key may transfer up to an allowance of one token until a time — the visitor approves it, and the host's key
// then acts within it without prompts; the account enforces it on chain. Granted permissions are kept per
// account in this browser so that the Permissions view lists them and the visitor can take them back.

export type GrantPermissionsParameters = PermissionRequest & { namespace?: Namespace | undefined }
export type GrantPermissionsErrorType = BaseError

export async function grantPermissions(
  foyer: FoyerContext,
  { namespace, ...request }: GrantPermissionsParameters,
): Promise<GrantedPermission> {
  checkRequest(request)
  const { adapter, network } = permissionsAdapter(foyer, namespace)
  let granted: GrantedPermission
  try {
    granted = await adapter.grantPermissions({ ...request, network })
  } catch (cause) {
    throw toWalletError(cause)
  }
  write(foyer, [
    ...read(foyer).filter((p) => p.permissionsContext !== granted.permissionsContext),
    granted,
  ])
  return granted
}

export type RevokePermissionsParameters = {
  permissionsContext: string
  namespace?: Namespace | undefined
}

/** Takes a permission back, on chain; it leaves the list once the wallet has done so. */
export async function revokePermissions(
  foyer: FoyerContext,
  { permissionsContext, namespace }: RevokePermissionsParameters,
): Promise<void> {
  if (typeof permissionsContext !== 'string' || !permissionsContext.startsWith('0x'))
    throw new InvalidCallsError('a permissions context expected')
  const { adapter } = permissionsAdapter(foyer, namespace)
  try {
    await adapter.revokePermissions({ permissionsContext })
  } catch (cause) {
    throw toWalletError(cause)
  }
  write(
    foyer,
    read(foyer).filter((permission) => permission.permissionsContext !== permissionsContext),
  )
}

/**
 * The permissions granted from this browser for the connected account that have not expired, soonest to
 * expire first.
 */
export function getPermissions(
  foyer: FoyerContext,
  { namespace, now = Date.now() }: { namespace?: Namespace | undefined; now?: number } = {},
): GrantedPermission[] {
  const state = foyer.store.getState()
  const wanted = namespace ?? state.activeNamespace
  const address = wanted ? state.accounts[wanted]?.address : undefined
  if (!address) return []
  return read(foyer)
    .filter(
      (permission) =>
        permission.account.toLowerCase() === address.toLowerCase() &&
        permission.expiry * 1000 > now,
    )
    .sort((a, b) => a.expiry - b.expiry)
}

type StoredPermission = Omit<GrantedPermission, 'allowance'> & { allowance: string }

function read(foyer: FoyerContext): GrantedPermission[] {
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

function write(foyer: FoyerContext, permissions: GrantedPermission[]) {
  foyer.storage.set(
    'permissions',
    permissions.map((permission) => ({
      ...permission,
      allowance: permission.allowance.toString(),
    })),
  )
  void foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'permissions'] })
}

function checkRequest(request: PermissionRequest) {
  if (typeof request.signer !== 'string' || !request.signer.startsWith('0x'))
    throw new InvalidCallsError('the permission\u2019s signer must be an address')
  if (typeof request.token !== 'string' || !request.token.startsWith('0x'))
    throw new InvalidCallsError('the permission\u2019s token must be an address')
  if (typeof request.allowance !== 'bigint' || request.allowance <= 0n)
    throw new InvalidCallsError('the allowance must be a bigint above 0')
  if (!Number.isInteger(request.expiry) || request.expiry * 1000 <= Date.now())
    throw new InvalidCallsError('the expiry must be a time to come, in seconds')
}

function permissionsAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  if (!foyer.options.features.smartSessions) throw new PermissionsNotSupportedError(true)
  const adapter = getAdapter(foyer, namespace)
  const state = foyer.store.getState()
  const network = state.networks[adapter.namespace]?.caipNetwork
  if (state.accounts[adapter.namespace]?.status !== 'connected' || !network)
    throw new NotConnectedError()
  if (!canGrantPermissions(adapter)) throw new PermissionsNotSupportedError(false)
  return { adapter: adapter as typeof adapter & GrantsPermissions, network }
}
