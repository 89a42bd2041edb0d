import { ApiError, clientIp } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../deps.js'
import { approveDevice, isDeviceApprovedAt } from '../devices/devices.js'
import { sendDeviceLink } from '../devices/sendDeviceLink.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { deviceId, email, otp, projectId } from '../http/fields.js'
import { checkCode } from '../otp/checkCode.js'
import { refuseWhileLocked } from '../otp/failureBudget.js'
import { requireProject } from '../projects/projects.js'
import { DEVICE_WAIT } from '../rules.js'
import { createSession } from '../sessions/sessions.js'
import { findOrCreateUser, findUserByEmail } from '../users/users.js'
import { createApprovalWaiters } from './approvalWaiters.js'
import { approvedDevices } from './approvedDevices.js'
import { mailLoginCode } from './mailLoginCode.js'

const startBody = v.object({ projectId, email: email('email'), deviceId })
const otpBody = v.object({ projectId, email: email('email'), deviceId, otp })

/** The 403 of a known account on a device it has not approved (only ever after its right code). */
function verifyDeviceFirst(): ApiError {
  return new ApiError(403, 'VERIFY_DEVICE', 'Verify this device first')
}

/**
 * E-mail login (SPEC §4's VERIFY_OTP → CONNECT), per project: the same address in another project is
 * another account. The start answers alike whether the address has an account or not (VERIFY_OTP): a known
 * account on a device it has not approved gets the device-approval mail instead of the code, and its
 * approval mails the code. An account is made only when its first code is verified.
 */
export function loginRoutes(deps: AppDeps) {
  const { database, projects, now, config, limits } = deps
  const db = database.db
  const app = new Hono()
  // This process's device long-polls: counted, and looked up together (approvalWaiters.ts).
  const waiters = createApprovalWaiters({
    approved: (waiting) => approvedDevices(db, waiting, now()),
    timeoutMs: deps.deviceWait.timeoutMs,
    intervalMs: deps.deviceWait.intervalMs,
    limits: {
      perClient: config.deviceWaitsPerClient ?? DEVICE_WAIT.perClient,
      total: config.deviceWaitsTotal ?? DEVICE_WAIT.total,
    },
  })

  app.post('/v1/login/email', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    await limits.start(clientIp(c, config.trustProxyHops))
    // A locked address gets nothing, account or not (so the lock tells nothing either).
    await refuseWhileLocked(db, body.email, now())
    const user = await findUserByEmail(db, project.id, body.email)
    if (user && !(await isDeviceApprovedAt(db, user.id, body.deviceId, now())))
      await sendDeviceLink(deps, { user, deviceId: body.deviceId, project, sendsCode: true })
    else await mailLoginCode(deps, { project, email: body.email })
    return c.json({ action: 'VERIFY_OTP' })
  })

  // A long poll, for frames that still wait for an approval (VERIFY_DEVICE): answers VERIFY_OTP as soon as
  // the device is approved (the approval has mailed the code), else VERIFY_DEVICE after 20 s. An address with
  // no account is never approved: it answers as a known one on a device it does not know.
  app.post('/v1/login/device', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    const user = await findUserByEmail(db, project.id, body.email)
    const device = user && { userId: user.id, deviceId: body.deviceId }
    const approved =
      (device !== undefined &&
        (await isDeviceApprovedAt(db, device.userId, device.deviceId, now()))) ||
      (await waiters.wait(clientIp(c, config.trustProxyHops), device, c.req.raw.signal))
    if (!approved) return c.json({ action: 'VERIFY_DEVICE' })
    await mailLoginCode(deps, { project, email: body.email, duringCooldown: 'skip' })
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/v1/login/otp', async (c) => {
    const body = parseBody(otpBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    // The code first: a device that is not approved learns nothing from a wrong code (as an unknown address).
    await checkCode(deps, {
      purpose: 'login',
      projectId: project.id,
      email: body.email,
      code: body.otp,
      clientIp: clientIp(c, config.trustProxyHops),
    })
    const { user, isNew } = await findOrCreateUser(
      db,
      { projectId: project.id, email: body.email },
      now(),
    )
    // A new account's first device is approved by its first login; a known one's by its mailed link only.
    if (isNew) await approveDevice(db, user.id, body.deviceId, now())
    else if (!(await isDeviceApprovedAt(db, user.id, body.deviceId, now())))
      throw verifyDeviceFirst()
    const token = await createSession(
      db,
      { userId: user.id, deviceId: body.deviceId, projectId: project.id },
      now(),
    )
    return c.json({ token, user: { email: user.email, address: user.address, isNew } })
  })

  return app
}
