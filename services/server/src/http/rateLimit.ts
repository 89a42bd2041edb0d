import { batchedWindows } from './batchedWindows.js'
import { databaseWindows } from './databaseWindows.js'
import { ApiError } from './errors.js'
import { memoryWindows } from './memoryWindows.js'
import type { RateLimit, RateLimitStore, WindowCount, WindowCounter } from './rateLimitTypes.js'

/** A limiter: `take` throws (in memory) or rejects (in a database) with a 429 RATE_LIMITED and Retry-After. */
export type RateLimiter = {
  /** Takes `cost` hits (1 by default; a request's weight, as providers count compute units). */
  take(key: string, what?: string, cost?: number): Promise<void> | void
  /** Sends the hits this process counted and has not yet sent to the shared database (a no-op elsewhere). */
  flush(): Promise<void>
}

/** Several limits one request passes together (per client, then per project): one key for each, in order. */
export type CombinedRateLimiter = {
  /**
   * Takes `cost` hits on each limit's key in turn; the first limit over refuses, and the limits after it do
   * not count the refused hit. In a database, one statement whatever the number of limits.
   */
  take(keys: readonly string[], what?: string, cost?: number): Promise<void> | void
  /** Sends the hits this process counted and has not yet sent to the shared database (a no-op elsewhere). */
  flush(): Promise<void>
}

/**
 * Limits of at least this many hits per window are counted in batches in a shared database (a take decided
 * in memory, the counts sent every 50 ms); smaller ones, which guard rare and costly actions (sign-ins,
 * mails, reads that skip the cache), are counted by the database before each answer, so that they are never
 * passed.
 */
export const BATCHED_FROM_LIMIT = 1_000

/** Where a limiter counts, what it calls the time, and what a refusal says. */
export type RateLimiterOptions = {
  store?: RateLimitStore | undefined
  /** The store's table of windows (`rate_limit_windows` unless a service names its own). */
  table?: string
  now?: () => number
  /**
   * The refusal's text for the visitor, given the seconds to wait (e.g. SPEC wording); by default 'Too many
   * <what>: at most <limit> per <window> s. Try again in <seconds> s.'
   */
  message?: (retryAfterSeconds: number) => string
  /** Keys kept in memory per limit, past which the finished, then the oldest, windows go first. */
  maxKeys?: number
  /**
   * In a shared database, count every take there before answering (a round trip each), whatever the limit:
   * no limit is ever passed (see BATCHED_FROM_LIMIT).
   */
  exact?: boolean
}

/**
 * The services' one rate limiter: counts hits per key (a project, a client address) in fixed windows of
 * `windowMs`, in this process's memory or in the shared database (`store`, issue 37: N processes behind a
 * balancer do not give a client N times the limit). `scope` prefixes the keys, so limits share the table.
 */
export function createRateLimiter(
  limit: RateLimit,
  { scope = '', ...options }: RateLimiterOptions & { scope?: string } = {},
): RateLimiter {
  const combined = createCombinedRateLimiter([{ ...limit, scope }], options)
  return { take: (key, what, cost) => combined.take([key], what, cost), flush: combined.flush }
}

/**
 * Limits a request passes together, counted as one: in memory one after the other; in the shared database in
 * batches when every limit is at least BATCHED_FROM_LIMIT (no round trip on a take, at the price of what the
 * other instances admit in about 150 ms: `batchedWindows`), else by one statement per take (a round trip per
 * request, not one per limit). Each limit's `scope` prefixes its keys; give each limit its own.
 */
export function createCombinedRateLimiter(
  limits: readonly (RateLimit & { scope: string })[],
  {
    store,
    table = 'rate_limit_windows',
    now = Date.now,
    maxKeys,
    message,
    exact,
  }: RateLimiterOptions = {},
): CombinedRateLimiter {
  if (new Set(limits.map(({ scope }) => scope)).size !== limits.length)
    throw new Error('Each combined limit needs a scope of its own (one row per key and window)')
  const batched =
    store?.kind === 'postgres' && !exact && limits.every(({ limit }) => limit >= BATCHED_FROM_LIMIT)
      ? batchedWindows(store, table, now)
      : undefined
  const count: WindowCounter =
    batched?.count ??
    (store?.kind === 'postgres' ? databaseWindows(store, table) : memoryWindows({ maxKeys }))
  return {
    flush: () => batched?.flush() ?? Promise.resolve(),
    take(keys, what = 'requests', cost = 1) {
      if (keys.length !== limits.length)
        throw new Error(`A take names ${limits.length} keys (one per limit), not ${keys.length}`)
      const at = now()
      const refuseOver = (counted: WindowCount[]) => {
        for (const [index, { hits, end }] of counted.entries()) {
          const { limit, windowMs } = limits[index] as RateLimit
          if (hits <= limit) continue
          const retryAfter = Math.max(1, Math.ceil((end - at) / 1000))
          throw new ApiError(
            429,
            'RATE_LIMITED',
            message?.(retryAfter) ??
              `Too many ${what}: at most ${limit} per ${Math.round(windowMs / 1000)} s. Try again in ${retryAfter} s.`,
            { 'Retry-After': String(retryAfter) },
          )
        }
      }
      const counted = count(
        limits.map(({ scope, limit, windowMs }, index) => ({
          key: `${scope}${keys[index]}`,
          limit,
          windowMs,
        })),
        cost,
        at,
      )
      return counted instanceof Promise ? counted.then(refuseOver) : refuseOver(counted)
    },
  }
}
