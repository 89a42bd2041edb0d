import {
  clientIp,
  createCombinedRateLimiter,
  createRateLimiter,
  type RateLimitStore,
} from '@foyer/server'
import type { Context } from 'hono'
import { DEFAULT_RATE_LIMITS, type RateLimit, type ServiceConfig } from './config.js'

/** The database a limit may be counted in: PostgreSQL's is shared by every process, PGlite's by one. */
export type LimitStore = RateLimitStore

/** A limiter's `take`: throws (or rejects with) a 429 RATE_LIMITED with Retry-After past the limit. */
export type Take = (key: string, what: string, cost?: number) => Promise<void> | void

/**
 * One limit, counted where every process that serves it sees the same count (issue 37): the kit's limiter,
 * in PostgreSQL when the service runs on it (`rate_limit_windows`, keys prefixed with `scope`), else in memory.
 */
export function limiter(store: LimitStore | undefined, limit: RateLimit, scope: string): Take {
  const counted = createRateLimiter(limit, { store, scope })
  return (key, what, cost) => counted.take(key, what, cost)
}

/**
 * A limit counted per client address and per project at once (issue 22: one client wrote ~60 MB/s of
 * analytics; `forceUpdate=true` drove 538 multicalls/s upstream), shared across processes on PostgreSQL,
 * where both are counted by one statement (one round trip).
 * Throws or rejects with 429 and Retry-After: await it. `scope` names the limit in the database (`what`
 * unless given).
 */
export function perClientAndProject(
  config: Pick<ServiceConfig, 'trustProxyHops'>,
  perClient: RateLimit,
  perProject: RateLimit,
  what: string,
  store?: LimitStore,
  scope = what,
): (c: Context, projectId: string, cost?: number) => Promise<void> | void {
  const both = createCombinedRateLimiter(
    [
      { ...perClient, scope: `${scope}:client:` },
      { ...perProject, scope: `${scope}:project:` },
    ],
    { store },
  )
  // The client's count first: a client past its own limit does not spend its project's.
  return (c, projectId, cost = 1) =>
    both.take([`${projectId}:${clientIp(c, config.trustProxyHops ?? 0)}`, projectId], what, cost)
}

/** The configured limits over the defaults. */
export const rateLimitsOf = (config: ServiceConfig): typeof DEFAULT_RATE_LIMITS => ({
  ...DEFAULT_RATE_LIMITS,
  ...config.rateLimits,
})

/**
 * The RPC gateway's and the bundler endpoint's units (gateway/costs.ts), per client and per project: on
 * PostgreSQL counted in the database, so that every process shares them (issue 37); on PGlite, which one
 * process has to itself, in memory.
 */
export function rpcUnits(
  config: ServiceConfig,
  store?: LimitStore,
): (c: Context, projectId: string, cost: number) => Promise<void> | void {
  const limits = rateLimitsOf(config)
  return perClientAndProject(
    config,
    limits.rpcUnitsPerClient,
    limits.rpcUnitsPerProject,
    'RPC units',
    store,
    'rpc',
  )
}
