import { ApiError } from '@foyer/server'
import { Hono } from 'hono'
import type { AppDeps } from '../deps.js'
import { type SessionEnv, sessionGuard } from '../sessions/guard.js'
import { listDevices, revokeDevice } from './deviceList.js'

const DEVICE_REF = /^[A-Za-z0-9_-]{22}$/

/**
 * The account's devices, for its Account view: `GET /v1/devices` lists the approved ones, `DELETE
 * /v1/devices/:id` revokes one (its approval, sessions and own share). Both need a session of the project
 * (`?projectId=`).
 */
export function deviceAccountRoutes(deps: AppDeps) {
  const { database, now } = deps
  const app = new Hono<SessionEnv>()
  const guard = sessionGuard(deps)
  app.use('/v1/devices', guard)
  app.use('/v1/devices/*', guard)

  app.get('/v1/devices', async (c) =>
    c.json({ devices: await listDevices(database.db, c.get('session'), now()) }),
  )

  app.delete('/v1/devices/:id', async (c) => {
    const ref = c.req.param('id')
    const session = c.get('session')
    const revoked =
      DEVICE_REF.test(ref) &&
      (await revokeDevice(database.db, { userId: session.userId, ref }, now()))
    if (!revoked) throw new ApiError(404, 'NO_DEVICE', 'This account has no such device')
    return c.json({ ok: true })
  })

  return app
}
