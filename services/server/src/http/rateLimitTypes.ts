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

/** One limit's part in a take: the key it counts (scope included) under its limit. */
export type LimitTake = RateLimit & { key: string }

/**
 * Adds `cost` hits to the current window of each take's key, in order, and stops after the first that is
 * over its limit (a hit refused by one limit is not counted by the next: a client past its own limit does not
 * spend its project's). Answers the counted windows, the refusing one last (at once in memory, later from a
 * database). Each engine decides where windows start.
 */
export type WindowCounter = (
  takes: readonly LimitTake[],
  cost: number,
  at: number,
) => WindowCount[] | Promise<WindowCount[]>

/** A key's window after a take. */
export type WindowCount = { hits: number; end: number }
