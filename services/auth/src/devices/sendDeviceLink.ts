import type { AppDeps } from '../deps.js'
import { countMail, refuseWithinCooldown } from '../limits/mailLimits.js'
import { deviceApprovalMail } from '../mail/messages.js'
import { mailFailed } from '../otp/sendCode.js'
import type { EmailUser } from '../users/users.js'
import { issueApproval, lastApprovalAt, withdrawApproval } from './devices.js'

/** The link a device-approval mail carries: the one place its token appears. */
export function approvalLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/device/approve?token=${token}`
}

/**
 * Mails the user a link that approves `deviceId`, under the same rules as a code: 30 s between two links
 * for one account, the hourly limit of the address; a mail the server refuses withdraws the link.
 */
export async function sendDeviceLink(
  { database, config, mailer, now }: AppDeps,
  {
    user,
    deviceId,
    userAgent,
  }: { user: EmailUser; deviceId: string; userAgent: string | undefined },
): Promise<void> {
  const db = database.db
  refuseWithinCooldown(await lastApprovalAt(db, user.id), now())
  await countMail(db, user.email, now())
  const { token, tokenHash } = await issueApproval(db, { userId: user.id, deviceId }, now())
  try {
    await mailer.send(
      deviceApprovalMail(user.email, approvalLink(config.publicUrl, token), userAgent),
    )
  } catch {
    await withdrawApproval(db, tokenHash)
    throw mailFailed()
  }
}
