import { ApiError } from '@foyer/server'
import type { AppDeps } from '../deps.js'
import { lockedMail } from '../mail/messages.js'
import { CODE_LOCKOUT_MS } from '../rules.js'
import { type CodeKey, verifyCode } from './codes.js'
import { clearFailures, countFailure, lockedOut, refuseWhileLocked } from './failureBudget.js'

/**
 * Checks a typed code as every route must: the client address's verify limit (429), the address's lock
 * (429), then the code (verifyCode's 400s). A refused code counts against the address's budget of wrong
 * codes; the try that spends it locks the address for a day and mails its owner, once. A right code clears
 * the count.
 */
export async function checkCode(
  deps: AppDeps,
  { code, clientIp, ...key }: CodeKey & { code: string; clientIp: string },
): Promise<void> {
  const { database, secrets, mailer, now, limits } = deps
  const db = database.db
  await limits.verify(clientIp)
  await refuseWhileLocked(db, key.email, now())
  try {
    await verifyCode(db, secrets.pepper, { ...key, code }, now())
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'INVALID_CODE') throw error
    if ((await countFailure(db, key.email, now())) === 'counted') throw error
    // The owner hears of it; a mail server that is down does not undo the lock.
    await mailer.send(lockedMail(key.email)).catch(() => undefined)
    throw lockedOut(now() + CODE_LOCKOUT_MS, now())
  }
  await clearFailures(db, key.email)
}
