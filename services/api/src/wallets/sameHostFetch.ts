// A listing's logo URL is the listing's word, not the operator's: `wallets import` fetches it, but a redirect
// may only move within that URL's host (a CDN's /logo → /logo.png), never send the service to a host the
// listing did not name (another site, or one inside the operator's network).

/** Redirects followed within the host before giving up (a loop, or a chain that goes nowhere). */
export const MAX_LOGO_REDIRECTS = 3

/** Fetches `url` (http or https only), following redirects that stay on its host; others are errors. */
export async function fetchOnHost(
  url: string,
  init: { signal: AbortSignal },
  get: typeof fetch = fetch,
): Promise<Response> {
  let current = new URL(url)
  if (current.protocol !== 'http:' && current.protocol !== 'https:')
    throw new Error('not an http(s) URL')
  const host = current.host
  for (let hop = 0; ; hop++) {
    const response = await get(current, { ...init, redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || location === null) return response
    await response.body?.cancel()
    if (hop === MAX_LOGO_REDIRECTS) throw new Error('too many redirects')
    const next = new URL(location, current)
    // http → https on the same host is a move within it; a new host, or another scheme, is not.
    if (next.host !== host || (next.protocol !== 'https:' && next.protocol !== current.protocol))
      throw new Error('redirected to another host')
    current = next
  }
}
