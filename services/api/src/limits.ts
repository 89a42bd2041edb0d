import { clientIp, createRateLimiter } from '@foyer/server'
import type { Context } from 'hono'
import { DEFAULT_RATE_LIMITS, type RateLimit, type ServiceConfig } from './config.js'

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

/** The RPC gateway's and the bundler endpoint's units (gateway/costs.ts), per client and per project. */
export function rpcUnits(config: ServiceConfig) {
  const limits = rateLimitsOf(config)
  return perClientAndProject(
    config,
    limits.rpcUnitsPerClient,
    limits.rpcUnitsPerProject,
    'RPC units',
  )
}
