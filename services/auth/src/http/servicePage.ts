import { createHash } from 'node:crypto'
import { escapeHtml } from '../mail/html.js'

// The few pages the service itself shows (device approval, a social sign-in that cannot go on).

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1f}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#3b5bdb;color:#fff;cursor:pointer}'

/** The pages' own style is allowed by its hash: no inline style or script is allowed otherwise. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/**
 * Headers of the service's pages: nothing loads, forms post back here only, no page may frame them, and a
 * token in the address is never sent on as a Referer, nor kept in a cache.
 */
export const SERVICE_PAGE_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const

/** A page with a title and a body of trusted HTML. */
export function servicePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}
