import type { RateLimitStore, WindowCounter } from './rateLimitTypes.js'

/** How often a process deletes past windows' rows (one DELETE, on a take). */
const SWEEP_EVERY_MS = 60_000

/**
 * A limit's windows in the service's database, so that every process on one PostgreSQL shares each count:
 * windows aligned on `windowMs` (every process agrees where one starts), one atomic upsert per take, and
 * now and then a sweep of the windows that are over (every limit's: limits of every length share the table).
 */
export function databaseWindows(
  store: Pick<RateLimitStore, 'query'>,
  windowMs: number,
): WindowCounter {
  let sweptAt = 0
  return async (key, cost, at) => {
    const start = Math.floor(at / windowMs) * windowMs
    const end = start + windowMs
    const [row] = await store.query<{ hits: number }>(
      `INSERT INTO rate_limit_windows (limit_key, window_start, window_end, hits) VALUES ($1, $2, $3, $4)
       ON CONFLICT (limit_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + EXCLUDED.hits
       RETURNING hits`,
      [key, start, end, cost],
    )
    if (at - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = at
      await store.query('DELETE FROM rate_limit_windows WHERE window_end <= $1', [at])
    }
    return { hits: Number(row?.hits), end }
  }
}
