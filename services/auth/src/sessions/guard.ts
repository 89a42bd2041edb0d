import { ApiError } from '@foyer/server'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps } from '../deps.js'
import { readOptionalJsonBody } from '../http/body.js'
import { findSession, type Session } from './sessions.js'

/** What the authenticated routes read from the context. */
export type SessionEnv = { Variables: { session: Session } }

/** The one answer for a missing, unknown, expired or revoked token (SPEC §8's alert). */
export function sessionExpired(): ApiError {
  return new ApiError(401, 'SESSION_EXPIRED', 'Session Expired')
}

/** The project a request names: `?projectId=` (the frame's GETs), else the JSON body's `projectId`. */
async function requestProject(c: Context): Promise<string | undefined> {
  const query = c.req.query('projectId')
  if (query !== undefined || c.req.method === 'GET') return query
  // Read once here; Hono keeps the text, so the route reads the same body again.
  const body = await readOptionalJsonBody(c)
  return typeof body?.projectId === 'string' ? body.projectId : undefined
}

/**
 * Authenticated routes take `Authorization: Bearer <token>`; anything else is 401 'Session Expired'. A
 * session is good in the project it was opened in only: the request must name that project (query or body),
 * else it is 401 as well, so a token carried to another app's frame opens nothing there. `projectOptional`
 * lets a request that names no project through (signing out, which only ends the bearer's own session).
 */
export function sessionGuard(
  { database, now }: AppDeps,
  { projectOptional = false }: { projectOptional?: boolean } = {},
): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const match = /^Bearer ([^\s]+)$/i.exec(c.req.header('authorization') ?? '')
    const session = match?.[1] ? await findSession(database.db, match[1], now()) : undefined
    if (!session) throw sessionExpired()
    const projectId = await requestProject(c)
    if (projectId === undefined ? !projectOptional : projectId !== session.projectId)
      throw sessionExpired()
    c.set('session', session)
    await next()
  }
}
