import { Hono } from 'hono'
import { TOKEN_PATTERN } from '../crypto/tokens.js'
import type { AppDeps } from '../deps.js'
import { SERVICE_PAGE_HEADERS } from '../http/servicePage.js'
import { mailLoginCode } from '../login/mailLoginCode.js'
import { appLabel } from '../projects/appLabel.js'
import { findUser } from '../users/users.js'
import { approvedPage, confirmPage, invalidLinkPage, waitingPage } from './approvalPage.js'
import { liveApproval, type UsedApproval, useApproval } from './devices.js'

/**
 * The device-approval link (`/device/approve?token=…`): GET shows a button, only the button's POST approves.
 * Unknown, used or expired tokens get a page that says so, status 400. An e-mail login's approval then
 * mails the sign-in code for the project of the account.
 */
export function deviceRoutes(deps: AppDeps) {
  const { database, now } = deps
  const app = new Hono()

  /** A wallet's new device waits (the configured delay) before it may sign in; other devices do not. */
  async function delayFor(userId: string): Promise<number> {
    const user = await findUser(database.db, userId)
    return user?.address ? (deps.config.deviceApprovalDelayMs ?? 0) : 0
  }

  /** The code the approved device waits for; a failure to mail it is the visitor's to retry (sign in again). */
  async function mailCode(approval: UsedApproval): Promise<void> {
    if (!approval.sendsCode || approval.takesEffectAt > now()) return
    const user = await findUser(database.db, approval.userId)
    const project = user?.email ? await deps.projects(user.projectId) : undefined
    if (!user?.email || !project) return
    await mailLoginCode(deps, { project, email: user.email, duringCooldown: 'skip' }).catch(
      () => undefined,
    )
  }

  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const approval = TOKEN_PATTERN.test(token)
      ? await liveApproval(database.db, token, now())
      : undefined
    if (!approval) return c.html(invalidLinkPage(), 400, SERVICE_PAGE_HEADERS)
    const user = await findUser(database.db, approval.userId)
    const project = user ? await deps.projects(user.projectId).catch(() => undefined) : undefined
    return c.html(
      confirmPage(token, project && appLabel(project), approval.place),
      200,
      SERVICE_PAGE_HEADERS,
    )
  })

  app.post('/device/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const approval = TOKEN_PATTERN.test(token)
      ? await useApproval(database.db, token, now(), delayFor)
      : undefined
    if (!approval) return c.html(invalidLinkPage(), 400, SERVICE_PAGE_HEADERS)
    if (approval.takesEffectAt > now())
      return c.html(waitingPage(approval.takesEffectAt), 200, SERVICE_PAGE_HEADERS)
    await mailCode(approval)
    return c.html(approvedPage(approval.sendsCode), 200, SERVICE_PAGE_HEADERS)
  })

  return app
}
