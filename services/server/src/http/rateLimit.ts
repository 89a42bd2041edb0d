import { ApiError } from './errors.js'

/** A limit: at most `limit` hits per key in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

/**
 * Counts hits per key (a project, a client address) in fixed windows, in memory: enough for one process
 * (several processes each count their own share). `take` throws a 429 RATE_LIMITED with Retry-After once
 * a key has used its window. Keys are forgotten when their window ends, so memory stays bounded by the
 * keys seen in one window (and `maxKeys`).
 */
export function createRateLimiter(
  { limit, windowMs }: RateLimit,
  { now = Date.now, maxKeys = 100_000 }: { now?: () => number; maxKeys?: number } = {},
) {
  const windows = new Map<string, { start: number; hits: number }>()
  return {
    /** Takes `cost` hits (1 by default; a request's weight, as providers count compute units). */
    take(key: string, what = 'requests', cost = 1): void {
      const at = now()
      let window = windows.get(key)
      if (!window || at - window.start >= windowMs) {
        if (windows.size >= maxKeys)
          for (const [old, entry] of windows)
            if (at - entry.start >= windowMs || windows.size >= maxKeys) windows.delete(old)
        window = { start: at, hits: 0 }
        windows.set(key, window)
      }
      window.hits += cost
      if (window.hits <= limit) return
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000))
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many ${what}: at most ${limit} per ${Math.round(windowMs / 1000)} s. Try again in ${retryAfter} s.`,
        { 'Retry-After': String(retryAfter) },
      )
    },
  }
}
