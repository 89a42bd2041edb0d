import type { Context } from 'hono'
import { SERVICE_PAGE_HEADERS, servicePage } from '../http/servicePage.js'

/**
 * What the sign-in window shows when the provider's return cannot be matched to a sign-in under way (no
 * state, a forged or replayed one, or one past its 10 minutes): there is no app page to go back to safely.
 */
export function callbackProblemPage(c: Context) {
  return c.html(
    servicePage(
      'This sign-in no longer works',
      '<p>This sign-in has expired or was already used. Close this window and start again from the app.</p>',
    ),
    400,
    SERVICE_PAGE_HEADERS,
  )
}
