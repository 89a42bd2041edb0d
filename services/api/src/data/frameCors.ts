import type { MiddlewareHandler } from 'hono'
import type { GuardEnv } from '../deps.js'
import type { Project } from '../projects.js'

/**
 * CORS for the embedded-wallet frames this service serves (`ServiceConfig.frameOrigins`), on the route it is
 * applied to: a request of `method` (GET unless told; HEAD with GET) and its preflight from one of
 * `frameOrigins` get `Access-Control-Allow-Origin` once the project guard has found the project (an unknown
 * projectId or a malformed query gets none, as for a project's own origins). Other methods get nothing.
 * Applied before the guard, so it sees the guard's answer.
 */
export function frameOriginCors(
  frameOrigins: readonly string[],
  method: 'GET' | 'POST' = 'GET',
): MiddlewareHandler<GuardEnv> {
  const methods = method === 'GET' ? ['GET', 'HEAD'] : [method]
  return async (c, next) => {
    await next()
    const origin = c.req.header('origin')
    if (origin === undefined || !frameOrigins.includes(origin)) return
    // Set by the guard once the projectId named a known project.
    if ((c.var.project as Project | undefined) === undefined) return
    // The project's own origin: the guard has answered it already.
    if (c.res.headers.has('access-control-allow-origin')) return
    if (c.req.method === 'OPTIONS') {
      if (c.req.header('access-control-request-method') !== method) return
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Allow-Methods', method)
      const requested = c.req.header('access-control-request-headers')
      if (requested) c.res.headers.set('Access-Control-Allow-Headers', requested)
      c.res.headers.set('Access-Control-Max-Age', '600')
      c.res.headers.append('Vary', 'Origin')
    } else if (methods.includes(c.req.method))
      c.res.headers.set('Access-Control-Allow-Origin', origin)
  }
}
