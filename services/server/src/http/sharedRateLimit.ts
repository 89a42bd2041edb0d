import type { OpenDatabase } from '../db/database.js'
import { ApiError } from './errors.js'
import type { RateLimit } from './rateLimit.js'

/** How often a process deletes past windows' rows (one DELETE, on a take). */
const SWEEP_EVERY_MS = 60_000

/**
 * createRateLimiter's counts kept in the database instead of the process's memory (issue 37), so that every
 * process on one PostgreSQL shares each limit: N processes behind a balancer no longer give a client N times
 * the limit. One atomic upsert per take. The service's migrations create its table:
 * `CREATE TABLE rate_limit_windows (limit_key text, window_start bigint, hits integer NOT NULL,
 * PRIMARY KEY (limit_key, window_start))`. `take` rejects with a 429 RATE_LIMITED and Retry-After.
 */
export function createSharedRateLimiter(
  database: Pick<OpenDatabase<Record<string, unknown>>, 'query'>,
  { limit, windowMs }: RateLimit,
  { now = Date.now, scope = '' }: { now?: () => number; scope?: string } = {},
) {
  let sweptAt = 0
  return {
    async take(key: string, what = 'requests', cost = 1): Promise<void> {
      const at = now()
      const windowStart = Math.floor(at / windowMs) * windowMs
      const [row] = await database.query<{ hits: number }>(
        `INSERT INTO rate_limit_windows (limit_key, window_start, window_end, hits) VALUES ($1, $2, $3, $4)
         ON CONFLICT (limit_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + EXCLUDED.hits
         RETURNING hits`,
        [`${scope}${key}`, windowStart, windowStart + windowMs, cost],
      )
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at
        await database.query('DELETE FROM rate_limit_windows WHERE window_end <= $1', [at])
      }
      if (Number(row?.hits) <= limit) return
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000))
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many ${what}: at most ${limit} per ${Math.round(windowMs / 1000)} s. Try again in ${retryAfter} s.`,
        { 'Retry-After': String(retryAfter) },
      )
    },
  }
}
