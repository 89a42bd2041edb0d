import type { OpenDatabase } from '../db/database.js'

/** A limit: at most `limit` hits per key in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

/**
 * Where a limit is counted: the service's database. On PostgreSQL, shared by every process (its migrations
 * create `rate_limit_windows (limit_key text, window_start bigint, window_end bigint, hits integer NOT NULL,
 * PRIMARY KEY (limit_key, window_start))`); on PGlite, which one process has to itself, the count stays in
 * memory, where a database round trip would buy nothing.
 */
export type RateLimitStore = Pick<OpenDatabase<Record<string, unknown>>, 'kind' | 'query'>

/**
 * Adds `cost` hits to a key's current window and answers its hits and when it ends (at once in memory, later
 * from a database). Each engine decides where windows start.
 */
export type WindowCounter = (
  key: string,
  cost: number,
  at: number,
) => WindowCount | Promise<WindowCount>

/** A key's window after a take. */
export type WindowCount = { hits: number; end: number }
