import { createHash } from 'node:crypto'
import { escapeHtml } from '../mail/html.js'

/** A mail the sink received. */
export type SinkMessage = {
  id: string
  to: string
  from: string
  subject: string
  text: string
  html?: string
  receivedAt: string
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}article{border:1px solid #ddd;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0 0 .25rem}.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap;word-break:break-word;font:inherit}'

/** The inbox page's headers: its own style only (by hash), nothing else loads or runs. */
export const INBOX_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`,
  'Cache-Control': 'no-store',
}

/** A mail's text, escaped, with its web links made clickable. */
function linked(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" target="_blank" rel="noreferrer">${url}</a>`,
  )
}

/**
 * The dev mail sink's inbox: every mail received, newest first, as text (the mails' HTML is not rendered),
 * reloaded every 2 s.
 */
export function inboxPage(messages: readonly SinkMessage[]): string {
  const items = messages.map(
    (message) =>
      `<article><h2>${escapeHtml(message.subject || '(no subject)')}</h2><div class="meta">To ${escapeHtml(message.to)} · from ${escapeHtml(message.from)} · ${escapeHtml(message.receivedAt)}</div><pre>${linked(message.text)}</pre></article>`,
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Foyer mail inbox (${messages.length})</title><style>${STYLE}</style></head><body><h1>Foyer mail inbox</h1><p class="meta">Mail the dev stack sent (kept in memory until it stops). This page reloads every 2 seconds.</p>${items.join('') || '<p>No mail yet.</p>'}</body></html>`
}
