import { databaseWindows } from './databaseWindows.js'
import { ApiError } from './errors.js'
import { memoryWindows } from './memoryWindows.js'
import type { RateLimit, RateLimitStore, WindowCount, WindowCounter } from './rateLimitTypes.js'

/** A limiter: `take` throws (in memory) or rejects (in a database) with a 429 RATE_LIMITED and Retry-After. */
export type RateLimiter = {
  /** Takes `cost` hits (1 by default; a request's weight, as providers count compute units). */
  take(key: string, what?: string, cost?: number): Promise<void> | void
}

/**
 * The services' one rate limiter: counts hits per key (a project, a client address) in fixed windows of
 * `windowMs`, in this process's memory or in the shared database (`store`, issue 37: N processes behind a
 * balancer do not give a client N times the limit). `scope` prefixes the keys, so limits share the table.
 */
export function createRateLimiter(
  { limit, windowMs }: RateLimit,
  {
    store,
    scope = '',
    now = Date.now,
    maxKeys,
  }: {
    store?: RateLimitStore | undefined
    scope?: string
    now?: () => number
    maxKeys?: number
  } = {},
): RateLimiter {
  const count: WindowCounter =
    store?.kind === 'postgres'
      ? databaseWindows(store, windowMs)
      : memoryWindows(windowMs, { maxKeys })
  return {
    take(key, what = 'requests', cost = 1) {
      const at = now()
      const refuseOver = ({ hits, end }: WindowCount) => {
        if (hits <= limit) return
        const retryAfter = Math.max(1, Math.ceil((end - at) / 1000))
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many ${what}: at most ${limit} per ${Math.round(windowMs / 1000)} s. Try again in ${retryAfter} s.`,
          { 'Retry-After': String(retryAfter) },
        )
      }
      const counted = count(`${scope}${key}`, cost, at)
      return counted instanceof Promise ? counted.then(refuseOver) : refuseOver(counted)
    },
  }
}
