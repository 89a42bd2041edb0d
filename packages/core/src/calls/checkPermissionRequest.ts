import { InvalidCallsError } from '../errors/calls.js'
import type { PermissionRequest } from './types.js'

/** The rules of a permission asked (smart sessions), before anything reaches the wallet. */
export function checkPermissionRequest(request: PermissionRequest): void {
  if (typeof request.signer !== 'string' || !request.signer.startsWith('0x'))
    throw new InvalidCallsError('the permission\u2019s signer must be an address')
  if (typeof request.token !== 'string' || !request.token.startsWith('0x'))
    throw new InvalidCallsError('the permission\u2019s token must be an address')
  if (typeof request.allowance !== 'bigint' || request.allowance <= 0n)
    throw new InvalidCallsError('the allowance must be a bigint above 0')
  if (!Number.isInteger(request.expiry) || request.expiry * 1000 <= Date.now())
    throw new InvalidCallsError('the expiry must be a time to come, in seconds')
}
