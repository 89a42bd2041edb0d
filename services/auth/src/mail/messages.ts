import { type AppLabel, describeApp } from '../projects/appLabel.js'
import { escapeHtml } from './html.js'
import type { Mail } from './mailer.js'

// The mails, plain and friendly. The code is in the body only, never in the subject: subjects show in
// notification previews and mail lists, where a code does not belong.

/** A paragraph, or a link (its own line in the text mail, a link in the HTML one). */
type Part = string | { link: string; label: string }

function mail(to: string, subject: string, parts: Part[]): Mail {
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`,
  )
  return {
    to,
    subject,
    text: `${parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html.join('')}</body></html>`,
  }
}

const VALIDITY = 'It is valid for 10 minutes and works once.'
const IGNORE = 'If you did not ask for this, ignore this e-mail: nothing happens without the code.'

/** The sign-in code, for one app: enter it only there. */
export function loginCodeMail(to: string, code: string, app: AppLabel): Mail {
  return mail(to, 'Your Foyer sign-in code', [
    `Your sign-in code for ${describeApp(app)} is ${code}`,
    `Enter it only on ${app.name}'s own pages. ${VALIDITY}`,
    IGNORE,
  ])
}

/** The code that confirms, from the current address, a change to `newEmail`. */
export function emailChangePrimaryMail(to: string, code: string, newEmail: string): Mail {
  return mail(to, 'Confirm the change of your Foyer e-mail address', [
    `Someone asked to change the e-mail address of your Foyer wallet to ${newEmail}.`,
    `To confirm, enter this code: ${code}`,
    VALIDITY,
    IGNORE,
  ])
}

/** The code that proves the new address is the user's. */
export function emailChangeSecondaryMail(to: string, code: string): Mail {
  return mail(to, 'Verify your new Foyer e-mail address', [
    `To make this the e-mail address of your Foyer wallet, enter this code: ${code}`,
    VALIDITY,
    IGNORE,
  ])
}

/**
 * The device-approval link. It names the app (the project's name and origins, as the data service records
 * them) and where the sign-in came from (`place`: devices/signInPlace.ts), and nothing a request supplied:
 * no user agent, no text a caller could word as instructions.
 */
export function deviceApprovalMail(
  to: string,
  link: string,
  {
    app,
    place,
    sendsCode,
    delayMs = 0,
  }: { app: AppLabel; place: string; sendsCode: boolean; delayMs?: number },
): Mail {
  const after = delayMs > 0 ? `${Math.ceil(delayMs / 60_000)} minutes after you approve it` : ''
  return mail(to, `Approve a new device for your ${app.name} wallet`, [
    `Someone is signing in to your wallet for ${describeApp(app)} from a device it has not seen before.`,
    place,
    `Approve it only if you are signing in to ${app.name} on one of those addresses right now. The link works once, for 15 minutes.`,
    { link, label: 'Approve this device' },
    after
      ? `For your wallet's safety the device may sign in only ${after}: sign in again on it then. Until then you can remove it from the devices of your wallet's Account view.`
      : sendsCode
        ? 'Once you approve, we e-mail you the sign-in code to type on that device.'
        : 'Once you approve, sign in again on that device.',
    'If this is not you, ignore this e-mail: the device cannot sign in without your approval.',
  ])
}

/** The lockout after too many wrong codes (one mail). */
export function lockedMail(to: string): Mail {
  return mail(to, 'Sign-in by code to your Foyer wallet is locked', [
    'Too many wrong sign-in codes were typed for this address, so sign-in by code is locked for 24 hours.',
    'If this was not you, someone tried to guess a code: no code was accepted, your wallet is safe.',
  ])
}
