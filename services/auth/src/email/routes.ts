import { ApiError, clientIp } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../deps.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { email, otp, projectId } from '../http/fields.js'
import { emailChangePrimaryMail, emailChangeSecondaryMail } from '../mail/messages.js'
import { checkCode } from '../otp/checkCode.js'
import { sendCode } from '../otp/sendCode.js'
import { requireProject } from '../projects/projects.js'
import { type SessionEnv, sessionGuard } from '../sessions/guard.js'
import { revokeSessions, type Session } from '../sessions/sessions.js'
import { findUserByEmail } from '../users/users.js'
import {
  completeChange,
  emailInUse,
  findChange,
  markPrimaryVerified,
  startChange,
} from './changes.js'

const startBody = v.object({ projectId, newEmail: email('newEmail') })
const otpBody = v.object({ projectId, otp })

function noChange(): ApiError {
  return new ApiError(400, 'NO_EMAIL_CHANGE', 'No e-mail change is under way. Please start again.')
}

/**
 * The account's address. One made through a provider that gave none has nothing to confirm a change with:
 * it signs in with that provider, and its e-mail is not Foyer's to change.
 */
function emailOf(session: Session): string {
  if (session.email === null)
    throw new ApiError(
      409,
      'NO_EMAIL',
      'This account signs in with a social provider and has no e-mail address to change',
    )
  return session.email
}

/**
 * Changing the account's e-mail address (SPEC §4: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP): a code to
 * the current address confirms the wish, a code to the new one proves it is the user's.
 */
export function emailRoutes(deps: AppDeps) {
  const { database, projects, now, config, limits } = deps
  const db = database.db
  const app = new Hono<SessionEnv>()
  const guard = sessionGuard(deps)
  app.use('/v1/email/*', guard)

  app.post('/v1/email/change', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    const current = emailOf(session)
    await limits.start(clientIp(c, config.trustProxyHops))
    if (body.newEmail === current)
      throw new ApiError(400, 'SAME_EMAIL', 'This is already your e-mail address')
    if (await findUserByEmail(db, session.projectId, body.newEmail)) throw emailInUse()
    await sendCode(deps, {
      purpose: 'email-primary',
      projectId: session.projectId,
      email: current,
      compose: (code) => emailChangePrimaryMail(current, code, body.newEmail),
    })
    await startChange(db, session.userId, body.newEmail, now())
    return c.json({ action: 'VERIFY_PRIMARY_OTP' })
  })

  app.post('/v1/email/change/primary', async (c) => {
    const body = parseBody(otpBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    const change = await findChange(db, session.userId, now())
    if (!change) throw noChange()
    await checkCode(deps, {
      purpose: 'email-primary',
      projectId: session.projectId,
      email: emailOf(session),
      code: body.otp,
      clientIp: clientIp(c, config.trustProxyHops),
    })
    if (await findUserByEmail(db, session.projectId, change.newEmail)) throw emailInUse()
    await markPrimaryVerified(db, session.userId, now())
    await sendCode(deps, {
      purpose: 'email-secondary',
      projectId: session.projectId,
      email: change.newEmail,
      compose: (code) => emailChangeSecondaryMail(change.newEmail, code),
      duringCooldown: 'skip',
    })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' })
  })

  app.post('/v1/email/change/secondary', async (c) => {
    const body = parseBody(otpBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    const change = await findChange(db, session.userId, now())
    if (!change?.primaryVerifiedAt) throw noChange()
    await checkCode(deps, {
      purpose: 'email-secondary',
      projectId: session.projectId,
      email: change.newEmail,
      code: body.otp,
      clientIp: clientIp(c, config.trustProxyHops),
    })
    await completeChange(db, session.userId, change.newEmail)
    // Whoever held another session may be why the address changed: only this one goes on.
    await revokeSessions(db, { userId: session.userId, keep: session.tokenHash }, now())
    return c.json({ email: change.newEmail })
  })

  return app
}
