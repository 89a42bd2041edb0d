import { ApiError } from '@foyer/server'
import type { AppDeps } from '../deps.js'
import { refuseWithinCooldown, withinCooldown } from '../limits/mailCooldown.js'
import type { Mail } from '../mail/mailer.js'
import { type CodeKey, issueCode, lastCodeAt, lastWaitingCodeAt, withdrawCode } from './codes.js'

/** The answer when the mail server does not take a mail. */
export function mailFailed(): ApiError {
  return new ApiError(503, 'MAIL_FAILED', 'The e-mail could not be sent. Please try again later.')
}

/**
 * Mails a new code for `purpose` in `projectId` to `email`: the 30 s cooldown first (429 'Please try again after N
 * seconds'; with `duringCooldown: 'skip'`, nothing is sent while a code that has just gone out still
 * waits), then the hourly limit of the address, then the code. A mail the server refuses withdraws the code (503).
 */
export async function sendCode(
  { database, secrets, mailer, now, limits }: AppDeps,
  {
    compose,
    duringCooldown = 'refuse',
    ...key
  }: CodeKey & {
    compose: (code: string) => Mail
    duringCooldown?: 'refuse' | 'skip'
  },
): Promise<void> {
  const db = database.db
  if (duringCooldown === 'skip') {
    // A step the visitor did not ask to repeat (a device just approved): a code that has just gone out and
    // still waits is not sent again; otherwise one is sent, whatever was used lately (the hourly limit holds).
    if (withinCooldown(await lastWaitingCodeAt(db, key, now()), now())) return
  } else refuseWithinCooldown(await lastCodeAt(db, key), now())
  await limits.mail(key.email)
  const { id, code } = await issueCode(db, secrets.pepper, key, now())
  try {
    await mailer.send(compose(code))
  } catch {
    await withdrawCode(db, id)
    throw mailFailed()
  }
}
