import { ApiError, clientIp } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../deps.js'
import { approveDevice, isDeviceApproved } from '../devices/devices.js'
import { sendDeviceLink } from '../devices/sendDeviceLink.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { deviceId, email, otp, projectId } from '../http/fields.js'
import { countStart } from '../limits/mailLimits.js'
import { loginCodeMail } from '../mail/messages.js'
import { verifyCode } from '../otp/codes.js'
import { sendCode } from '../otp/sendCode.js'
import { requireProject } from '../projects/projects.js'
import { createSession } from '../sessions/sessions.js'
import { findOrCreateUser, findUserByEmail } from '../users/users.js'
import { waitForApproval } from './waitForApproval.js'

const startBody = v.object({ projectId, email: email('email'), deviceId })
const otpBody = v.object({ projectId, email: email('email'), deviceId, otp })

/** The 403 of a known account on a device it has not approved. */
function verifyDeviceFirst(): ApiError {
  return new ApiError(403, 'VERIFY_DEVICE', 'Verify this device first')
}

/**
 * E-mail login (SPEC §4's VERIFY_DEVICE → VERIFY_OTP → CONNECT): start, wait for the device's approval,
 * verify the code. An account is made only when its first code is verified.
 */
export function loginRoutes(deps: AppDeps) {
  const { database, projects, now, config } = deps
  const db = database.db
  const app = new Hono()

  app.post('/v1/login/email', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    await countStart(db, clientIp(c, config.trustProxyHops), now(), config.startsPerClient)
    const user = await findUserByEmail(db, body.email)
    if (user && !(await isDeviceApproved(db, user.id, body.deviceId))) {
      await sendDeviceLink(deps, {
        user,
        deviceId: body.deviceId,
        userAgent: c.req.header('user-agent'),
      })
      return c.json({ action: 'VERIFY_DEVICE' })
    }
    await sendCode(deps, {
      purpose: 'login',
      email: body.email,
      compose: (code) => loginCodeMail(body.email, code),
    })
    return c.json({ action: 'VERIFY_OTP' })
  })

  // A long poll: answers as soon as the device is approved (and the code is mailed), or after 20 s with
  // VERIFY_DEVICE, when the frame asks again.
  app.post('/v1/login/device', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const user = await findUserByEmail(db, body.email)
    // No account yet: nothing to approve, so this is a login start like /v1/login/email, counted as one.
    if (!user)
      await countStart(db, clientIp(c, config.trustProxyHops), now(), config.startsPerClient)
    const approved =
      !user ||
      (await waitForApproval(
        () => isDeviceApproved(db, user.id, body.deviceId),
        deps.deviceWait,
        c.req.raw.signal,
      ))
    if (!approved) return c.json({ action: 'VERIFY_DEVICE' })
    // A repeated poll right after the approval does not mail a second code: the first has just gone out.
    await sendCode(deps, {
      purpose: 'login',
      email: body.email,
      compose: (code) => loginCodeMail(body.email, code),
      duringCooldown: 'skip',
    })
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/v1/login/otp', async (c) => {
    const body = parseBody(otpBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    // Checked before the code, so that a code is not spent on a device that cannot sign in yet.
    const existing = await findUserByEmail(db, body.email)
    if (existing && !(await isDeviceApproved(db, existing.id, body.deviceId)))
      throw verifyDeviceFirst()
    await verifyCode(
      db,
      deps.secrets.pepper,
      { purpose: 'login', email: body.email, code: body.otp },
      now(),
    )
    const { user, isNew } = await findOrCreateUser(db, body.email, now())
    // A new account's first device is approved by its first login; a known one's was checked above.
    if (isNew) await approveDevice(db, user.id, body.deviceId, now())
    else if (!(await isDeviceApproved(db, user.id, body.deviceId))) throw verifyDeviceFirst()
    const token = await createSession(
      db,
      { userId: user.id, deviceId: body.deviceId, projectId: body.projectId },
      now(),
    )
    return c.json({ token, user: { email: user.email, address: user.address, isNew } })
  })

  return app
}
