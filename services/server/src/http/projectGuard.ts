import { CLIENT_PARAMS, isOriginAllowed } from '@foyer/core/api'
import type { MiddlewareHandler } from 'hono'
import { ApiError } from './errors.js'

/** The longest client parameter accepted. */
const MAX_PARAM_LENGTH = 256
/** A client parameter: printable characters (no control characters, NUL included). */
const CLIENT_PARAM = new RegExp(`^[^\\u0000-\\u001f\\u007f]{1,${MAX_PARAM_LENGTH}}$`, 'u')

/** Whether a client parameter (projectId, clientId…) is printable text of a sane length. */
export function isClientParam(value: string | undefined): value is string {
  return value !== undefined && CLIENT_PARAM.test(value)
}

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
  {
    params = CLIENT_PARAMS,
  }: {
    /** The query parameters required (SPEC §7's four by default; the RPC gateway takes projectId alone). */
    params?: readonly string[]
  } = {},
): MiddlewareHandler<ProjectGuardEnv<P>> {
  return async (c, next) => {
    const missing = params.filter((name) => !c.req.query(name))
    if (missing.length)
      throw new ApiError(
        400,
        'MISSING_PARAMETERS',
        `Missing query parameter(s): ${missing.join(', ')}`,
      )
    // Printable text of a sane length only: a NUL byte or a megabyte id is the client's mistake (databases
    // refuse NUL in text, which would otherwise surface as a 500).
    const malformed = params.filter((name) => !isClientParam(c.req.query(name)))
    if (malformed.length)
      throw new ApiError(
        400,
        'INVALID_PARAMETERS',
        `Invalid query parameter(s): ${malformed.join(', ')} (printable text, at most ${MAX_PARAM_LENGTH} characters)`,
      )
    const project = await findProject(c.req.query('projectId') as string)
    if (!project) throw new ApiError(401, 'UNKNOWN_PROJECT', 'Unknown projectId')
    c.set('project', project)
    c.set('clientId', c.req.query('clientId') ?? '')

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
    // The answer depends on Origin for every caller, listed or not: caches must key on it.
    c.res.headers.append('Vary', 'Origin')
    if (allowed) c.res.headers.set('Access-Control-Allow-Origin', origin)
  }
}
