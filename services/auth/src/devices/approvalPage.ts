import { servicePage as page } from '../http/servicePage.js'
import { escapeHtml } from '../mail/html.js'
import { type AppLabel, describeApp } from '../projects/appLabel.js'

/**
 * The page a mailed link opens: which app the device signs in to, where the sign-in came from (as the mail
 * says it: `place`, kept with the link), and a button that posts the token. Opening the link approves
 * nothing, so a mail scanner that fetches links cannot approve a device.
 */
export function confirmPage(
  token: string,
  app: AppLabel | undefined,
  place: string | null,
): string {
  const where = app ? `your wallet for ${describeApp(app)}` : 'your Foyer wallet'
  return page(
    'Approve this device?',
    `<p>A device asked to sign in to ${escapeHtml(where)}.</p>${place ? `<p>${escapeHtml(place)}</p>` : ''}<p>Approve it only if it is yours and you are signing in there right now.</p><form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve this device</button></form>`,
  )
}

/** After the button: the sign-in code is on its way (an e-mail login), or the visitor signs in again. */
export function approvedPage(sendsCode: boolean): string {
  return page(
    'Device approved',
    sendsCode
      ? '<p>This device is approved. We have e-mailed you the sign-in code: type it in the app.</p>'
      : '<p>This device is approved. Go back to the app and sign in again.</p>',
  )
}

/** After the button, for a wallet's new device: it may sign in from `at` (the configured delay). */
export function waitingPage(at: number): string {
  const when = new Date(at).toISOString().replace('T', ' ').slice(0, 16)
  return page(
    `Device approved, from ${when} UTC`,
    `<p>For your wallet's safety a new device may sign in only some time after its approval: this one from ${escapeHtml(when)} UTC. Sign in again on it then.</p><p>If you did not mean to approve it, remove it from the devices of your wallet's Account view before then.</p>`,
  )
}

/** An unknown, used or expired link (status 400). */
export function invalidLinkPage(): string {
  return page(
    'This link no longer works',
    '<p>This approval link has expired or was already used. Go back to the app and sign in again to get a new one.</p>',
  )
}
