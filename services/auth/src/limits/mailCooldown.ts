import { RetryLaterError, secondsUntil } from '../http/errors.js'
import { MAIL_COOLDOWN_MS } from '../rules.js'

/** SPEC §5's cooldown: a mail sent at `lastSentAt` holds back another for 30 s ('Please try again after N seconds'). */
export function refuseWithinCooldown(lastSentAt: number | undefined, now: number): void {
  if (lastSentAt === undefined || now - lastSentAt >= MAIL_COOLDOWN_MS) return
  const seconds = secondsUntil(lastSentAt + MAIL_COOLDOWN_MS, now)
  throw new RetryLaterError(`Please try again after ${seconds} seconds`, seconds)
}

/** True while the cooldown after `lastSentAt` runs. */
export function withinCooldown(lastSentAt: number | undefined, now: number): boolean {
  return lastSentAt !== undefined && now - lastSentAt < MAIL_COOLDOWN_MS
}
