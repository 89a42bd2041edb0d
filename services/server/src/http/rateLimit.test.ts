import { expect, test } from 'vitest'
import { ApiError } from './errors.js'
import { createRateLimiter } from './rateLimit.js'
import type { RateLimitStore } from './rateLimitTypes.js'

const clock = (start: number) => {
  const time = { now: start }
  return { time, now: () => time.now }
}

const refusal = (take: () => unknown) => {
  try {
    take()
  } catch (error) {
    return error as ApiError
  }
  throw new Error('the take was not refused')
}

test('attack: hits past the limit are a 429 RATE_LIMITED with Retry-After until the window ends', () => {
  const { time, now } = clock(1_000_000)
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, { now })
  for (let hit = 0; hit < 3; hit++) limiter.take('client')
  time.now += 20_000
  const refused = refusal(() => limiter.take('client', 'events'))
  expect(refused).toBeInstanceOf(ApiError)
  expect(refused).toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many events: at most 3 per 60 s. Try again in 40 s.',
    headers: { 'Retry-After': '40' },
  })
  // Another key has its own count; the window's end frees the client.
  limiter.take('other client')
  time.now += 40_000
  expect(limiter.take('client')).toBeUndefined()
})

test('a take weighs its cost, and a scope keeps two limits on one store apart', () => {
  const { now } = clock(0)
  const units = createRateLimiter({ limit: 10, windowMs: 1_000 }, { now, scope: 'units:' })
  units.take('client', 'units', 10)
  expect(refusal(() => units.take('client', 'units', 1)).status).toBe(429)
  const other = createRateLimiter({ limit: 10, windowMs: 1_000 }, { now, scope: 'other:' })
  expect(other.take('client', 'units', 10)).toBeUndefined()
})

test('on PGlite (one process) the count stays in memory; on PostgreSQL every take is one upsert in the shared table', async () => {
  const statements: { sql: string; params: unknown[] | undefined }[] = []
  const hits = new Map<string, number>()
  const store = (kind: RateLimitStore['kind']): RateLimitStore => ({
    kind,
    async query<T>(sql: string, params?: unknown[]) {
      statements.push({ sql, params })
      if (!sql.startsWith('INSERT')) return []
      const key = `${params?.[0]}@${params?.[1]}`
      hits.set(key, (hits.get(key) ?? 0) + Number(params?.[3]))
      return [{ hits: hits.get(key) }] as T[]
    },
  })
  const { now } = clock(125_500)
  const local = createRateLimiter({ limit: 1, windowMs: 60_000 }, { store: store('pglite'), now })
  expect(local.take('client')).toBeUndefined()
  expect(statements).toEqual([])

  const shared = createRateLimiter(
    { limit: 1, windowMs: 60_000 },
    { store: store('postgres'), now, scope: 'analytics:' },
  )
  await shared.take('client')
  // Windows aligned on their length, so every process agrees where one starts: 120 000 to 180 000.
  expect(statements[0]?.params).toEqual(['analytics:client', 120_000, 180_000, 1])
  await expect(shared.take('client')).rejects.toMatchObject({
    status: 429,
    headers: { 'Retry-After': '55' },
  })
  expect(statements.filter(({ sql }) => sql.startsWith('INSERT'))).toHaveLength(2)
})
