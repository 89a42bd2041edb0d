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

/** The sign-in code. */
export function loginCodeMail(to: string, code: string): Mail {
  return mail(to, 'Your Foyer sign-in code', [`Your sign-in code is ${code}`, VALIDITY, IGNORE])
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

/** The device-approval link, with what is known of the device (its browser's user agent). */
export function deviceApprovalMail(to: string, link: string, userAgent: string | undefined): Mail {
  return mail(to, 'Approve a new device for your Foyer wallet', [
    'Someone is signing in to your Foyer wallet from a device it has not seen before.',
    `Device: ${userAgent ? userAgent.slice(0, 200) : 'unknown'}`,
    'If this is you, open this link and press "Approve this device". The link works once, for 15 minutes.',
    { link, label: 'Approve this device' },
    'If this is not you, ignore this e-mail: the device cannot sign in without your approval.',
  ])
}
