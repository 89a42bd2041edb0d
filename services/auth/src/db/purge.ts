import { and, isNull, lt } from 'drizzle-orm'
import type { Clock } from '../clock.js'
import type { Database } from './database.js'
import {
  codeFailures,
  deviceApprovals,
  emailChanges,
  farcasterFlows,
  otpCodes,
  passkeyNonces,
  rateLimitWindows,
  sessions,
  socialFlows,
  socialTickets,
} from './schema.js'

const DAY = 24 * 60 * 60 * 1000

/**
 * Deletes what can no longer be used: codes, approval links and e-mail changes a day after they expired,
 * sessions a day after they expired, rate-limit hits older than a day (the longest window is an hour),
 * social and Farcaster sign-ins and their tickets once expired, code locks a day after they ended (an
 * unlocked address's count of wrong codes is kept: it is a budget in total, cleared by a right code).
 */
export async function purgeExpired(db: Database, now: number): Promise<void> {
  const dayAgo = new Date(now - DAY)
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo))
  // An approval that still waits to take effect stays until it has.
  await db
    .delete(deviceApprovals)
    .where(and(lt(deviceApprovals.expiresAt, dayAgo), isNull(deviceApprovals.takesEffectAt)))
  await db.delete(emailChanges).where(lt(emailChanges.expiresAt, dayAgo))
  await db.delete(sessions).where(lt(sessions.expiresAt, dayAgo))
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowEnd, now))
  await db.delete(socialFlows).where(lt(socialFlows.expiresAt, new Date(now)))
  await db.delete(socialTickets).where(lt(socialTickets.expiresAt, new Date(now)))
  await db.delete(farcasterFlows).where(lt(farcasterFlows.expiresAt, new Date(now)))
  await db.delete(passkeyNonces).where(lt(passkeyNonces.expiresAt, new Date(now)))
  await db.delete(codeFailures).where(lt(codeFailures.lockedUntil, dayAgo))
}

/** Purges every 10 minutes beside the server; returns its stop function. */
export function purgeTask(db: Database, now: Clock, everyMs = 10 * 60 * 1000) {
  return () => {
    const timer = setInterval(() => {
      purgeExpired(db, now()).catch((error: unknown) =>
        console.error(
          `[foyer-auth] purge failed: ${error instanceof Error ? error.name : 'error'}`,
        ),
      )
    }, everyMs)
    timer.unref()
    return async () => clearInterval(timer)
  }
}
