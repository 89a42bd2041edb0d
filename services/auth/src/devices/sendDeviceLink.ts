import { tryGetContext } from 'hono/context-storage'
import type { AppDeps } from '../deps.js'
import { refuseWithinCooldown } from '../limits/mailCooldown.js'
import { deviceApprovalMail } from '../mail/messages.js'
import { mailFailed } from '../otp/sendCode.js'
import { appLabel } from '../projects/appLabel.js'
import type { Project } from '../projects/projects.js'
import type { EmailUser } from '../users/users.js'
import { issueApproval, lastApprovalAt, withdrawApproval } from './devices.js'
import { signInPlace } from './signInPlace.js'

/** The link a device-approval mail carries: the one place its token appears. */
export function approvalLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/device/approve?token=${token}`
}

/**
 * Mails the user a link that approves `deviceId`, naming the project it signs in to and where the sign-in
 * came from, under the same rules as a code: 30 s between two links for one account, the hourly limit of
 * the address; a mail the server refuses withdraws the link. `sendsCode`: the approval then mails the
 * sign-in code (an e-mail login). The place is the request's being answered (every route that mails a link
 * is the new device's own request), read through the app's context storage (app.ts).
 */
export async function sendDeviceLink(
  { database, config, mailer, now, limits }: AppDeps,
  {
    user,
    deviceId,
    project,
    sendsCode,
  }: { user: EmailUser; deviceId: string; project: Project; sendsCode: boolean },
): Promise<void> {
  const db = database.db
  refuseWithinCooldown(await lastApprovalAt(db, user.id), now())
  await limits.mail(user.email)
  const place = signInPlace(tryGetContext(), config)
  const { token, tokenHash } = await issueApproval(
    db,
    { userId: user.id, deviceId, sendsCode, place },
    now(),
  )
  try {
    await mailer.send(
      deviceApprovalMail(user.email, approvalLink(config.publicUrl, token), {
        app: appLabel(project),
        place,
        sendsCode,
        // A wallet's new device waits after its approval (devices/routes.ts).
        delayMs: user.address ? (config.deviceApprovalDelayMs ?? 0) : 0,
      }),
    )
  } catch {
    await withdrawApproval(db, tokenHash)
    throw mailFailed()
  }
}
