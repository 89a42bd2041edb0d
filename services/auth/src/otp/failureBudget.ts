import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { codeFailures } from '../db/schema.js'
import { RetryLaterError, secondsUntil } from '../http/errors.js'
import { CODE_FAILURE_BUDGET, CODE_LOCKOUT_MS } from '../rules.js'

/** The refusal while an address is locked (429, until the lock ends). */
export function lockedOut(until: number, now: number): RetryLaterError {
  const seconds = secondsUntil(until, now)
  return new RetryLaterError(
    `Too many wrong codes were typed for this address. Sign-in by code is locked for ${Math.ceil(seconds / 3600)} hours.`,
    seconds,
  )
}

/** Throws the lockout while `email` is locked. A lock that has run out starts the count afresh. */
export async function refuseWhileLocked(db: Database, email: string, now: number): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: codeFailures.lockedUntil })
    .from(codeFailures)
    .where(eq(codeFailures.email, email))
    .limit(1)
  const until = row?.lockedUntil?.getTime()
  if (until === undefined) return
  if (until > now) throw lockedOut(until, now)
  await db.delete(codeFailures).where(eq(codeFailures.email, email))
}

/**
 * Counts a wrong code for `email`, in the database (parallel tries cannot pass the budget). Answers
 * 'locked' for the one try that spends the budget: the address is then locked for a day and the caller
 * mails its owner, once.
 */
export async function countFailure(
  db: Database,
  email: string,
  now: number,
): Promise<'counted' | 'locked'> {
  const lockUntil = new Date(now + CODE_LOCKOUT_MS)
  // One statement: the try that reaches the budget sets the lock, whatever runs beside it.
  const [row] = await db
    .insert(codeFailures)
    .values({ email, failures: 1, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: codeFailures.email,
      set: {
        failures: sql`${codeFailures.failures} + 1`,
        lockedUntil: sql`CASE WHEN ${codeFailures.failures} + 1 >= ${CODE_FAILURE_BUDGET} THEN coalesce(${codeFailures.lockedUntil}, ${lockUntil.toISOString()}::timestamptz) ELSE ${codeFailures.lockedUntil} END`,
        updatedAt: new Date(now),
      },
    })
    .returning({ failures: codeFailures.failures })
  return row?.failures === CODE_FAILURE_BUDGET ? 'locked' : 'counted'
}

/** A right code: the count starts again. */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(codeFailures).where(eq(codeFailures.email, email))
}
