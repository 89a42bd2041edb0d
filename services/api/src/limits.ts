import { clientIp, createRateLimiter, createSharedRateLimiter } from '@foyer/server'
import type { Context } from 'hono'
import { DEFAULT_RATE_LIMITS, type RateLimit, type ServiceConfig } from './config.js'
import type { OpenDatabase } from './db/database.js'

/**
 * A limit counted per client address and per project at once (issue 22: one client wrote ~60 MB/s of
 * analytics; `forceUpdate=true` drove 538 multicalls/s upstream). `take` throws 429 with Retry-After.
 */
export function perClientAndProject(
  config: Pick<ServiceConfig, 'trustProxyHops'>,
  perClient: RateLimit,
  perProject: RateLimit,
  what: string,
) {
  const clients = createRateLimiter(perClient)
  const projects = createRateLimiter(perProject)
  return (c: Context, projectId: string, cost = 1) => {
    clients.take(`${projectId}:${clientIp(c, config.trustProxyHops ?? 0)}`, what, cost)
    projects.take(projectId, what, cost)
  }
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
  database?: Pick<OpenDatabase, 'kind' | 'query'>,
): (c: Context, projectId: string, cost: number) => Promise<void> | void {
  const limits = rateLimitsOf(config)
  if (database?.kind !== 'postgres')
    return perClientAndProject(
      config,
      limits.rpcUnitsPerClient,
      limits.rpcUnitsPerProject,
      'RPC units',
    )
  const clients = createSharedRateLimiter(database, limits.rpcUnitsPerClient, {
    scope: 'rpc:client:',
  })
  const projects = createSharedRateLimiter(database, limits.rpcUnitsPerProject, {
    scope: 'rpc:project:',
  })
  return async (c, projectId, cost) => {
    await clients.take(`${projectId}:${clientIp(c, config.trustProxyHops ?? 0)}`, 'RPC units', cost)
    await projects.take(projectId, 'RPC units', cost)
  }
}
