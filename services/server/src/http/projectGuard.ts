import { CLIENT_PARAMS, isOriginAllowed } from '@foyer/core/api'
import type { MiddlewareHandler } from 'hono'
import { ApiError } from './errors.js'

/** What a guard needs to know of a project: the origins its pages may call from. */
export type GuardedProject = { allowedOrigins: readonly string[] }

/** What the guarded routes can read from the context. */
export type ProjectGuardEnv<P extends GuardedProject = GuardedProject> = {
  Variables: { project: P; clientId: string }
}

/**
 * Every client call carries projectId, st (SDK type), sv (SDK version) and clientId (SPEC §7): a missing
 * one is a 400, an unknown project a 401. Also answers CORS for the project's allowed origins only
 * (preflights included): other origins get no CORS headers, so browsers refuse them. A route module
 * applies it to its own paths.
 */
export function projectGuard<P extends GuardedProject>(
  findProject: (id: string) => Promise<P | undefined>,
): MiddlewareHandler<ProjectGuardEnv<P>> {
  return async (c, next) => {
    const missing = CLIENT_PARAMS.filter((name) => !c.req.query(name))
    if (missing.length)
      throw new ApiError(
        400,
        'MISSING_PARAMETERS',
        `Missing query parameter(s): ${missing.join(', ')}`,
      )
    const project = await findProject(c.req.query('projectId') as string)
    if (!project) throw new ApiError(401, 'UNKNOWN_PROJECT', 'Unknown projectId')
    c.set('project', project)
    c.set('clientId', c.req.query('clientId') as string)

    const origin = c.req.header('origin')
    const allowed = origin !== undefined && isOriginAllowed(project.allowedOrigins, origin)
    if (c.req.method === 'OPTIONS') {
      if (!allowed) return c.body(null, 204)
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') ?? 'content-type',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      })
    }
    await next()
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.append('Vary', 'Origin')
    }
  }
}
