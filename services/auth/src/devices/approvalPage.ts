import { createHash } from 'node:crypto'
import { escapeHtml } from '../mail/html.js'

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1f}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#3b5bdb;color:#fff;cursor:pointer}'

/** The pages' own style is allowed by its hash: no inline style or script is allowed otherwise. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/**
 * Headers of the approval pages: nothing loads, forms post back here only, no page may frame them, and the
 * token in the address is never sent on as a Referer, nor kept in a cache.
 */
export const APPROVAL_PAGE_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

/**
 * The page a mailed link opens: a button that posts the token. Opening the link approves nothing, so a mail
 * scanner that fetches links cannot approve a device.
 */
export function confirmPage(token: string): string {
  return page(
    'Approve this device?',
    `<p>A device asked to sign in to your Foyer wallet. Approve it only if it is yours and you are signing in right now.</p><form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve this device</button></form>`,
  )
}

/** After the button. */
export function approvedPage(): string {
  return page('Device approved', '<p>This device is approved. You can go back to the app.</p>')
}

/** An unknown, used or expired link (status 400). */
export function invalidLinkPage(): string {
  return page(
    'This link no longer works',
    '<p>This approval link has expired or was already used. Go back to the app and sign in again to get a new one.</p>',
  )
}
