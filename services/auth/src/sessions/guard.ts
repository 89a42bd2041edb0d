import { ApiError } from '@foyer/server'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps } from '../deps.js'
import { findSession, type Session } from './sessions.js'

/** What the authenticated routes read from the context. */
export type SessionEnv = { Variables: { session: Session } }

/** The one answer for a missing, unknown, expired or revoked token (SPEC §8's alert). */
export function sessionExpired(): ApiError {
  return new ApiError(401, 'SESSION_EXPIRED', 'Session Expired')
}

/** Authenticated routes take `Authorization: Bearer <token>`; anything else is 401 'Session Expired'. */
export function sessionGuard({ database, now }: AppDeps): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const match = /^Bearer ([^\s]+)$/i.exec(c.req.header('authorization') ?? '')
    const session = match?.[1] ? await findSession(database.db, match[1], now()) : undefined
    if (!session) throw sessionExpired()
    c.set('session', session)
    await next()
  }
}
