import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import { newPostgresDatabase } from '../testing/newPostgresDatabase.js'
import { lendPglite } from '../testing/pglitePool.js'
import type { ApiError } from './errors.js'
import { BATCHED_FROM_LIMIT, createCombinedRateLimiter } from './rateLimit.js'
import type { RateLimitStore } from './rateLimitTypes.js'

// Issue 37: limits of BATCHED_FROM_LIMIT hits or more are shared through the database without a round trip
// per take. Two limiters on one database stand for two instances (each keeps its own counts in memory).

const migrations = fileURLToPath(new URL('../_test/migrations/', import.meta.url))
const opened: OpenDatabase<Record<string, unknown>>[] = []
afterAll(() => Promise.all(opened.map((database) => database.close())))

const LIMIT = BATCHED_FROM_LIMIT

/** One database per engine for the file (each test counts keys of its own in it). */
const databases = new Map<string, Promise<OpenDatabase<Record<string, unknown>>>>()
const databaseOf = (engine: 'pglite' | 'postgres') => {
  let database = databases.get(engine)
  if (!database) {
    database = (async () => {
      const open =
        engine === 'pglite'
          ? await openDatabase({ pglite: await lendPglite(), schema: {}, migrations })
          : await openDatabase({
              url: await newPostgresDatabase('foyer_batched'),
              schema: {},
              migrations,
            })
      opened.push(open)
      return open
    })()
    databases.set(engine, database)
  }
  return database
}

async function sharedStore(engine: 'pglite' | 'postgres') {
  const database = await databaseOf(engine)
  const state = { failing: false, statements: 0 }
  // PGlite's given as a shared store too (the limiter would count in memory on it): the flush's one
  // statement is proven on both engines.
  const store: RateLimitStore = {
    kind: 'postgres',
    query(sql, params) {
      state.statements++
      if (state.failing) return Promise.reject(new Error('the database is down'))
      return database.query(sql, params)
    },
  }
  const hitsOf = async (key: string) =>
    Number(
      (
        await database.query<{ hits: number }>(
          'SELECT hits FROM rate_limit_windows WHERE limit_key = $1',
          [key],
        )
      )[0]?.hits ?? 0,
    )
  return { store, state, hitsOf }
}

/** An instance's limiter of the request's two limits (per client, per project), as the gateway's units. */
const instance = (store: RateLimitStore, now = () => 1_000_000) =>
  createCombinedRateLimiter(
    [
      { limit: LIMIT, windowMs: 60_000, scope: 'rpc:client:' },
      { limit: LIMIT * 10, windowMs: 60_000, scope: 'rpc:project:' },
    ],
    { store, now },
  )

/** 'passed', or the refusal's status: a take decided in memory throws at once, one that read rejects. */
const outcome = async (take: () => Promise<void> | void) => {
  try {
    await take()
    return 'passed'
  } catch (error) {
    return (error as ApiError).status
  }
}

describe.each(['pglite', 'postgres'] as const)('on %s', (engine) => {
  // Opening (and migrating) a database is slow on a busy machine: outside the tests' own time.
  beforeAll(() => databaseOf(engine).then(() => undefined), 180_000)
  test('after a key is read, takes are decided in memory: no round trip on the request path', async () => {
    const { store, state } = await sharedStore(engine)
    const one = instance(store)
    // The first take of a key reads its total (one statement), the next ones are answered at once.
    await one.take(['client', 'P1'], 'RPC units')
    const statements = state.statements
    for (let take = 0; take < 100; take++)
      expect(one.take(['client', 'P1'], 'RPC units')).toBeUndefined()
    expect(state.statements).toBe(statements)
  })

  test('attack: two instances share a limit; once both have sent their counts, the next take on either is a 429', async () => {
    const { store, hitsOf } = await sharedStore(engine)
    const [first, second] = [instance(store), instance(store)] as const
    await first.take(['noisy', 'P2'], 'RPC units', 1)
    await second.take(['noisy', 'P2'], 'RPC units', 1)
    // LIMIT - 2 more, spread over both: every one passes.
    for (let take = 0; take < LIMIT - 2; take++)
      expect(
        await outcome(() => (take % 2 ? second : first).take(['noisy', 'P2'], 'RPC units')),
      ).toBe('passed')
    // Waiting for the state: each sends its hits, then the first reads the second's back.
    await first.flush()
    await second.flush()
    await first.flush()
    expect(await hitsOf('rpc:client:noisy')).toBe(LIMIT)
    expect(await outcome(() => first.take(['noisy', 'P2'], 'RPC units'))).toBe(429)
    expect(await outcome(() => second.take(['noisy', 'P2'], 'RPC units'))).toBe(429)
    // A client past its own limit spends nothing of its project's; another client of the project is served.
    expect(await hitsOf('rpc:project:P2')).toBe(LIMIT)
    expect(await outcome(() => second.take(['quiet', 'P2'], 'RPC units'))).toBe('passed')
  })

  test('the overshoot is bounded by what the other instance admits before a flush', async () => {
    const { store, hitsOf } = await sharedStore(engine)
    const [first, second] = [instance(store), instance(store)] as const
    await first.take(['burst', 'P3'], 'RPC units')
    await second.take(['burst', 'P3'], 'RPC units')
    // Both decide on totals read before the other's hits were sent (no flush runs between synchronous
    // takes): each admits up to the limit by its own count — the worst case the docs state.
    let admitted = 2
    for (const limiter of [first, second])
      for (let take = 0; take < LIMIT; take++)
        try {
          limiter.take(['burst', 'P3'], 'RPC units')
          admitted++
        } catch {
          // refused: counted below
        }
    // (Each may have read the other's one first take, if a flush ran between them.)
    expect(admitted).toBeGreaterThanOrEqual(2 * LIMIT - 2)
    expect(admitted).toBeLessThanOrEqual(2 * LIMIT)
    await first.flush()
    await second.flush()
    await first.flush()
    // Refused hits are counted too (as the exact statement counts them).
    expect(await hitsOf('rpc:client:burst')).toBe(2 * LIMIT + 2)
    expect(await outcome(() => first.take(['burst', 'P3'], 'RPC units'))).toBe(429)
    expect(await outcome(() => second.take(['burst', 'P3'], 'RPC units'))).toBe(429)
  })

  test('a database that fails: the take that needs a read fails with it, and no counted hit is lost', async () => {
    const { store, state, hitsOf } = await sharedStore(engine)
    const one = instance(store)
    await one.take(['steady', 'P4'], 'RPC units', 5)
    state.failing = true
    await expect(one.flush()).rejects.toThrow('the database is down')
    // A key never read must be read before a take is decided on it.
    await expect(one.take(['other client', 'P4'], 'RPC units')).rejects.toThrow(
      'the database is down',
    )
    state.failing = false
    await one.flush()
    expect(await hitsOf('rpc:client:steady')).toBe(5)
    // The failed take was answered with the error: nothing of it counted.
    expect(await hitsOf('rpc:client:other client')).toBe(0)
    expect(await hitsOf('rpc:project:P4')).toBe(5)
  })
})
