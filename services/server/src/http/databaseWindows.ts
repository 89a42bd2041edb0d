import type { RateLimitStore, WindowCounter } from './rateLimitTypes.js'

/** How often a process deletes past windows' rows (one DELETE, on a take). */
const SWEEP_EVERY_MS = 60_000

/**
 * Limits' windows in the service's database, so that every process on one PostgreSQL shares each count:
 * windows aligned on their length (every process agrees where one starts), all of a take's limits counted by
 * one statement (one round trip: a request's client and project limits cost one, issue 37), and now and then
 * a sweep of the windows that are over (every limit's: limits of every length share the table).
 */
export function databaseWindows(
  store: Pick<RateLimitStore, 'query'>,
  table = 'rate_limit_windows',
): WindowCounter {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Invalid rate limit table name: ${table}`)
  let sweptAt = 0
  return async (takes, cost, at) => {
    const windows = takes.map(({ windowMs }) => {
      const start = Math.floor(at / windowMs) * windowMs
      return { start, end: start + windowMs }
    })
    const [row] = await store.query<Record<string, number | null>>(
      countStatement(table, takes.length),
      [
        ...takes.flatMap(({ key }, index) => {
          const { start, end } = windows[index] as { start: number; end: number }
          return [key, start, end, cost]
        }),
        // The last limit's is not needed: nothing after it waits on its verdict.
        ...takes.slice(0, -1).map(({ limit }) => limit),
      ],
    )
    if (at - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = at
      await store.query(`DELETE FROM ${table} WHERE window_end <= $1`, [at])
    }
    const counted = []
    for (const [index, window] of windows.entries()) {
      const hits = row?.[`hits${index}`]
      if (hits === null || hits === undefined) break
      counted.push({ hits: Number(hits), end: window.end })
    }
    return counted
  }
}

const statements = new Map<string, string>()

/**
 * The one statement that counts `count` limits: an upsert per limit, chained through their RETURNING so that
 * each counts only when the one before is within its limit (parameters: each limit's key, window start, window
 * end and cost, then every limit but the last's limit). Every request of a limiter locks its rows in the
 * same order (client, then project), so two of them cannot deadlock. Answers `hits0` … `hitsN` (null for a limit not reached).
 */
function countStatement(table: string, count: number): string {
  const known = statements.get(`${table}:${count}`)
  if (known) return known
  const upserts = Array.from({ length: count }, (_, index) => {
    const [key, start, end, cost] = [1, 2, 3, 4].map((at) => `$${index * 4 + at}`)
    const previousLimit = `$${count * 4 + index}::integer`
    const withinPrevious =
      index === 0 ? '' : ` FROM t${index - 1} WHERE t${index - 1}.hits <= ${previousLimit}`
    return `t${index} AS (
      INSERT INTO ${table} (limit_key, window_start, window_end, hits)
      SELECT ${key}::text, ${start}::bigint, ${end}::bigint, ${cost}::integer${withinPrevious}
      ON CONFLICT (limit_key, window_start) DO UPDATE SET hits = ${table}.hits + EXCLUDED.hits
      RETURNING hits)`
  })
  const answers = Array.from(
    { length: count },
    (_, index) => `(SELECT hits FROM t${index}) AS hits${index}`,
  )
  const statement = `WITH ${upserts.join(',\n')}\nSELECT ${answers.join(', ')}`
  statements.set(`${table}:${count}`, statement)
  return statement
}
