import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import { newPostgresDatabase } from '../testing/newPostgresDatabase.js'
import { lendPglite } from '../testing/pglitePool.js'
import type { ApiError } from './errors.js'
import { createCombinedRateLimiter, createRateLimiter } from './rateLimit.js'
import type { RateLimitStore } from './rateLimitTypes.js'

// Issue 37: the shared limiter counts a request's limits (per client, per project) in one statement, so a
// request costs one database round trip; the statement runs on both engines the services use.

const migrations = fileURLToPath(new URL('../_test/migrations/', import.meta.url))
const opened: OpenDatabase<Record<string, unknown>>[] = []
afterAll(() => Promise.all(opened.map((database) => database.close())))

async function freshDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite')
    return openDatabase({ pglite: await lendPglite(), schema: {}, migrations })
  return openDatabase({ url: await newPostgresDatabase('foyer_limits'), schema: {}, migrations })
}

/**
 * The database as the limiter's store, counting its statements. PGlite's is given as a shared store (the
 * limiter would count in memory on it) so that the one statement is proven on both engines.
 */
async function countedStore(engine: 'pglite' | 'postgres') {
  const database = await freshDatabase(engine)
  opened.push(database)
  const statements: string[] = []
  const store: RateLimitStore = {
    kind: 'postgres',
    query(sql, params) {
      statements.push(sql)
      return database.query(sql, params)
    },
  }
  const hitsOf = async (key: string) =>
    (
      await database.query<{ hits: number }>(
        'SELECT hits FROM rate_limit_windows WHERE limit_key = $1',
        [key],
      )
    )[0]?.hits ?? 0
  return { store, statements, hitsOf }
}

const refusal = async (take: Promise<void> | void) => {
  try {
    await take
  } catch (error) {
    return error as ApiError
  }
  throw new Error('the take was not refused')
}

describe.each(['pglite', 'postgres'] as const)('on %s', (engine) => {
  test('attack: one statement per request enforces both limits; a client over its own spends nothing of its project', async () => {
    const { store, statements, hitsOf } = await countedStore(engine)
    const clock = { now: 125_500 }
    const both = createCombinedRateLimiter(
      [
        { limit: 2, windowMs: 60_000, scope: 'rpc:client:' },
        { limit: 3, windowMs: 60_000, scope: 'rpc:project:' },
      ],
      { store, now: () => clock.now },
    )
    await both.take(['noisy', 'P'], 'RPC units')
    await both.take(['noisy', 'P'], 'RPC units')
    for (let attempt = 0; attempt < 4; attempt++) {
      const refused = await refusal(both.take(['noisy', 'P'], 'RPC units'))
      // Windows aligned on their length (120 000 to 180 000): every process agrees where one ends.
      expect(refused).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many RPC units: at most 2 per 60 s. Try again in 55 s.',
        headers: { 'Retry-After': '55' },
      })
    }
    expect(await hitsOf('rpc:client:noisy')).toBe(6)
    expect(await hitsOf('rpc:project:P')).toBe(2)
    await both.take(['quiet', 'P'], 'RPC units')
    clock.now += 10_000
    expect(await refusal(both.take(['another', 'P'], 'RPC units'))).toMatchObject({
      message: 'Too many RPC units: at most 3 per 60 s. Try again in 45 s.',
      headers: { 'Retry-After': '45' },
    })
    // Eight requests, eight counting statements (and the first take's sweep of windows that are over).
    expect(statements.filter((sql) => sql.startsWith('WITH'))).toHaveLength(8)
    expect(statements.filter((sql) => !sql.startsWith('WITH'))).toEqual([
      'DELETE FROM rate_limit_windows WHERE window_end <= $1',
    ])
    // The next window frees both.
    clock.now = 180_000
    expect(await both.take(['noisy', 'P'], 'RPC units')).toBeUndefined()
  })

  test('attack: parallel requests cannot pass more than the limit, and cost weighs', async () => {
    const { store } = await countedStore(engine)
    // A clock that stands still inside every window below: on the real one, takes a busy machine spreads
    // over a window's end are counted in two windows (session 37's stressed run 2: the second take of the
    // one-per-second limit came in the next second and was let through).
    const now = () => 125_500
    const both = createCombinedRateLimiter(
      [
        { limit: 100, windowMs: 60_000, scope: 'c:' },
        { limit: 30, windowMs: 60_000, scope: 'p:' },
      ],
      { store, now },
    )
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => both.take([`client ${n}`, 'P'], 'units', 3)),
    )
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(10)
    const one = createRateLimiter({ limit: 1, windowMs: 1_000 }, { store, scope: 'one:', now })
    await one.take('client')
    expect(await refusal(one.take('client'))).toMatchObject({ status: 429 })
  })
})
