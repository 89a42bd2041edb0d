import { Hono } from 'hono'
import { TOKEN_PATTERN } from '../crypto/tokens.js'
import type { AppDeps } from '../deps.js'
import { SERVICE_PAGE_HEADERS } from '../http/servicePage.js'
import { approvedPage, confirmPage, invalidLinkPage } from './approvalPage.js'
import { isApprovalLive, useApproval } from './devices.js'

/**
 * The device-approval link (`/device/approve?token=…`): GET shows a button, only the button's POST approves.
 * Unknown, used or expired tokens get a page that says so, status 400.
 */
export function deviceRoutes({ database, now }: AppDeps) {
  const app = new Hono()

  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const live = TOKEN_PATTERN.test(token) && (await isApprovalLive(database.db, token, now()))
    return live
      ? c.html(confirmPage(token), 200, SERVICE_PAGE_HEADERS)
      : c.html(invalidLinkPage(), 400, SERVICE_PAGE_HEADERS)
  })

  app.post('/device/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const approved = TOKEN_PATTERN.test(token) && (await useApproval(database.db, token, now()))
    return approved
      ? c.html(approvedPage(), 200, SERVICE_PAGE_HEADERS)
      : c.html(invalidLinkPage(), 400, SERVICE_PAGE_HEADERS)
  })

  return app
}
