import type { Context } from 'hono'
import { SERVICE_PAGE_HEADERS, servicePage } from '../http/servicePage.js'

/**
 * What the sign-in window shows when the provider's return (or the link to the provider) cannot be matched
 * to a sign-in under way (no state, a forged or replayed one, or one past its 10 minutes): there is no app
 * page to go back to safely.
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

/**
 * The provider's return in a browser that did not start the sign-in (no cookie, or another's): someone may
 * have sent the visitor a sign-in link of theirs. The sign-in is over and the app is not told of it.
 */
export function otherBrowserPage(c: Context) {
  return c.html(
    servicePage(
      'This sign-in was started elsewhere',
      "<p>This sign-in was started in another browser, so it was stopped and nobody was signed in. If you started it, close this window and start again from the app in this browser. Never finish a sign-in from a link someone sent you.</p><p>If it keeps happening, check that this browser accepts this site's cookies.</p>",
    ),
    400,
    SERVICE_PAGE_HEADERS,
  )
}
