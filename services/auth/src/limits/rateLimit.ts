import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { rateLimitHits } from '../db/schema.js'

export type Limit = { limit: number; windowMs: number }

/**
 * Counts one hit on `key` when fewer than `limit` fell in the last `windowMs` (a sliding window), and
 * answers how long to wait otherwise: until the oldest hit that keeps the count at the limit leaves the
 * window. Kept in the database, so every instance of the service shares the count. Two requests at the
 * same instant may both pass the last free place: a limit against abuse, not an exact quota.
 */
export async function takeHit(
  db: Database,
  key: string,
  { limit, windowMs }: Limit,
  now: number,
): Promise<{ ok: true } | { ok: false; retryAt: number }> {
  const since = new Date(now - windowMs)
  const recent = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)))
    .orderBy(desc(rateLimitHits.at))
    .limit(limit)
  if (recent.length >= limit) {
    const oldest = recent[limit - 1] as { at: Date }
    return { ok: false, retryAt: oldest.at.getTime() + windowMs }
  }
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, since)))
  await db.insert(rateLimitHits).values({ key, at: new Date(now) })
  return { ok: true }
}
