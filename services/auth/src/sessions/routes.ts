import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../deps.js'
import { parseBody, readOptionalJsonBody } from '../http/body.js'
import { projectId } from '../http/fields.js'
import { requireProject } from '../projects/projects.js'
import { type SessionEnv, sessionGuard } from './guard.js'
import { revokeSession } from './sessions.js'

const revokeBody = v.object({ projectId })

/** GET /v1/session (is this frame signed in, and as whom) and POST /v1/session/revoke (sign out). */
export function sessionRoutes(deps: AppDeps) {
  const app = new Hono<SessionEnv>()
  app.use('/v1/session', sessionGuard(deps))
  app.use('/v1/session/*', sessionGuard(deps, { projectOptional: true }))

  app.get('/v1/session', (c) => {
    const { email, address, socialProvider, userName } = c.get('session')
    return c.json({
      user: { email, address, ...(socialProvider ? { socialProvider, userName } : {}) },
    })
  })

  // The body is optional here (signing out needs nothing but the token); when sent, it is checked as any.
  app.post('/v1/session/revoke', async (c) => {
    const body = await readOptionalJsonBody(c)
    if (body) await requireProject(deps.projects, parseBody(revokeBody, body).projectId)
    await revokeSession(deps.database.db, c.get('session').tokenHash, deps.now())
    return c.json({ ok: true })
  })

  return app
}
