import { ApiError } from '@foyer/server'
import type { AppDeps } from '../deps.js'
import type { Project } from '../projects/projects.js'
import type { User } from '../users/users.js'
import { approveDevice, isDeviceApprovedAt } from './devices.js'
import { sendDeviceLink } from './sendDeviceLink.js'

/** The texts of a provider's sign-in on a device the wallet does not know (403). */
export const NEW_DEVICE_TEXTS = {
  mailed:
    'This device is new to your wallet. We e-mailed you a link to approve it: approve it, then sign in again.',
  noEmail:
    'This device is new to your wallet, and your account has no e-mail address to approve it with. Sign in on a device you used before.',
} as const

/**
 * Lets a provider's sign-in (social, Farcaster) open a session on `deviceId`. A sign-in alone never approves
 * a new device for an account that has a wallet: whoever finished it may have scanned or clicked an
 * attacker's sign-in. Such a device gets the e-mail login's mailed approval (403, sign in again once
 * approved), or, for an account with no address, is refused (403). A device of an account with no wallet
 * yet is approved: there is no key to reach.
 */
export async function admitProviderDevice(
  deps: AppDeps,
  { user, deviceId, project }: { user: User; deviceId: string; project: Project },
): Promise<void> {
  const db = deps.database.db
  if (await isDeviceApprovedAt(db, user.id, deviceId, deps.now())) return
  if (!user.address) return approveDevice(db, user.id, deviceId, deps.now())
  if (!user.email) throw new ApiError(403, 'NEW_DEVICE_REFUSED', NEW_DEVICE_TEXTS.noEmail)
  await sendDeviceLink(deps, {
    user: { ...user, email: user.email },
    deviceId,
    project,
    sendsCode: false,
  })
  throw new ApiError(403, 'VERIFY_DEVICE', NEW_DEVICE_TEXTS.mailed)
}
