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
  return (c: Context, projectId: string) => {
    clients.take(`${projectId}:${clientIp(c, config.trustProxyHops ?? 0)}`, what)
    projects.take(projectId, what)
  }
}

/** The configured limits, or the defaults. */
export const rateLimitsOf = (config: ServiceConfig) => config.rateLimits ?? DEFAULT_RATE_LIMITS
