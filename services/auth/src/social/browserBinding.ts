import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { hashToken, randomToken, TOKEN_PATTERN } from '../crypto/tokens.js'
import { SOCIAL_FLOW_TTL_MS } from '../rules.js'

// A social sign-in is finished only in the browser that started it (issue 36). When the browser is sent to
// the provider (a top-level navigation of the auth origin, where a first-party cookie can be set), it gets a
// random value in an HttpOnly cookie, and the flow keeps the value's hash; the provider's return is accepted
// only with that cookie. A provider link forwarded to someone else comes back without it.

const NAME = 'foyer-social-login'

/** Over https the cookie is `__Host-` (Secure, this host only, path /); plain http (development) cannot. */
function prefixFor(publicUrl: string): { prefix?: 'host'; secure?: true } {
  return new URL(publicUrl).protocol === 'https:' ? { prefix: 'host', secure: true } : {}
}

/** A new browser secret: the value for its cookie and the hash the flow keeps. */
export function browserSecret(): { value: string; hash: string } {
  const value = randomToken()
  return { value, hash: hashToken(value) }
}

/** Gives this browser the cookie holding `value`, for as long as a flow lives. */
export function giveBrowserCookie(c: Context, publicUrl: string, value: string): void {
  setCookie(c, NAME, value, {
    ...prefixFor(publicUrl),
    path: '/',
    httpOnly: true,
    // Lax: sent on the provider's top-level return to the callback, never on a cross-site subrequest.
    sameSite: 'Lax',
    maxAge: SOCIAL_FLOW_TTL_MS / 1000,
  })
}

/**
 * Whether this browser holds the cookie of the flow whose hash is `browserHash` (null: a flow no browser
 * was sent on with). The cookie is cleared either way: it serves one return.
 */
export function takeBrowserMatch(
  c: Context,
  publicUrl: string,
  browserHash: string | null,
): boolean {
  const options = prefixFor(publicUrl)
  const value = getCookie(c, NAME, options.prefix)
  if (value !== undefined) deleteCookie(c, NAME, { ...options, path: '/' })
  if (!browserHash || !value || !TOKEN_PATTERN.test(value)) return false
  return timingSafeEqual(Buffer.from(hashToken(value)), Buffer.from(browserHash))
}
