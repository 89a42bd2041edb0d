import type { Database } from '../db/database.js'
import { RetryLaterError, secondsUntil } from '../http/errors.js'
import {
  MAIL_COOLDOWN_MS,
  MAILS_PER_ADDRESS,
  STARTS_PER_CLIENT,
  VERIFIES_PER_START,
} from '../rules.js'
import { takeHit } from './rateLimit.js'

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

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60)
  return count === 1 ? '1 minute' : `${count} minutes`
}

/** Counts a mail to `email` (codes and device links): at most 10 an hour. */
export async function countMail(db: Database, email: string, now: number): Promise<void> {
  const hit = await takeHit(db, `mail:${email}`, MAILS_PER_ADDRESS, now)
  if (hit.ok) return
  const seconds = secondsUntil(hit.retryAt, now)
  throw new RetryLaterError(
    `Too many e-mails were sent to this address. Please try again in ${minutes(seconds)}.`,
    seconds,
  )
}

/**
 * Counts a login start (e-mail, e-mail change, social, Farcaster) from a client address: at most `limit`
 * (30 unless configured) per 10 minutes.
 */
export async function countStart(
  db: Database,
  clientIp: string,
  now: number,
  limit: number = STARTS_PER_CLIENT.limit,
): Promise<void> {
  const hit = await takeHit(db, `client:${clientIp}`, { ...STARTS_PER_CLIENT, limit }, now)
  if (hit.ok) return
  const seconds = secondsUntil(hit.retryAt, now)
  throw new RetryLaterError(
    `Too many sign-in attempts from your network. Please try again in ${minutes(seconds)}.`,
    seconds,
  )
}

/**
 * Counts a typed code (login or e-mail change) from a client address: twice its login starts (60 per 10
 * minutes unless configured), so one network cannot try codes for many addresses at once.
 */
export async function countVerify(
  db: Database,
  clientIp: string,
  now: number,
  startsLimit: number = STARTS_PER_CLIENT.limit,
): Promise<void> {
  const limit = { ...STARTS_PER_CLIENT, limit: startsLimit * VERIFIES_PER_START }
  const hit = await takeHit(db, `verify:${clientIp}`, limit, now)
  if (hit.ok) return
  const seconds = secondsUntil(hit.retryAt, now)
  throw new RetryLaterError(
    `Too many codes were tried from your network. Please try again in ${minutes(seconds)}.`,
    seconds,
  )
}
