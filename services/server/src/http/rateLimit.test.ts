import { expect, test } from 'vitest'
import { ApiError } from './errors.js'
import { createCombinedRateLimiter, createRateLimiter } from './rateLimit.js'
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

test('on PGlite (one process) the count stays in memory: no statement', () => {
  const statements: string[] = []
  const store: RateLimitStore = {
    kind: 'pglite',
    async query() {
      statements.push('a statement')
      return []
    },
  }
  const local = createRateLimiter({ limit: 1, windowMs: 60_000 }, { store, now: clock(0).now })
  expect(local.take('client')).toBeUndefined()
  expect(statements).toEqual([])
})

test('combined limits in memory: the first over refuses, and the limits after it do not count the hit', () => {
  const { now } = clock(0)
  const both = createCombinedRateLimiter(
    [
      { limit: 2, windowMs: 60_000, scope: 'client:' },
      { limit: 3, windowMs: 60_000, scope: 'project:' },
    ],
    { now },
  )
  both.take(['noisy', 'P'])
  both.take(['noisy', 'P'])
  // The noisy client is over its own limit however often it asks: the project keeps its one free hit.
  for (let attempt = 0; attempt < 5; attempt++)
    expect(refusal(() => both.take(['noisy', 'P'])).message).toContain('at most 2 per 60 s')
  expect(both.take(['quiet', 'P'])).toBeUndefined()
  expect(refusal(() => both.take(['another', 'P'])).message).toContain('at most 3 per 60 s')
  expect(() =>
    createCombinedRateLimiter([
      { limit: 1, windowMs: 1, scope: 'same:' },
      { limit: 1, windowMs: 1, scope: 'same:' },
    ]),
  ).toThrow('a scope of its own')
})

test('a limit words its own refusal, and a table name that is not a plain name is refused at once', () => {
  const { now } = clock(0)
  const mails = createRateLimiter(
    { limit: 1, windowMs: 3_600_000 },
    { now, message: (seconds) => `Too many e-mails. Please try again in ${seconds / 60} minutes.` },
  )
  mails.take('a@example.com')
  expect(refusal(() => mails.take('a@example.com'))).toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many e-mails. Please try again in 60 minutes.',
    headers: { 'Retry-After': '3600' },
  })
  const store: RateLimitStore = { kind: 'postgres', query: async () => [] }
  expect(() =>
    createRateLimiter({ limit: 1, windowMs: 1 }, { store, table: 'x; DROP TABLE users' }),
  ).toThrow('Invalid rate limit table name')
})
