import { ApiError, scrubText } from '@foyer/server'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refusal that can be retried later (cooldown, rate limits): 429 with `retryAfter` (whole seconds) in the
 * body and the Retry-After header.
 */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, 'RETRY_LATER', message, { 'Retry-After': String(retryAfter) })
  }
}

/** Whole seconds until `until` (at least 1), as a retry delay. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000))
}

/**
 * The auth service's error answer: `{ "error": "<text for the user>", "code": "<key>" }` (`retryAfter`
 * on a 429). The frame shows the text as it is and decides by the code, so it differs from the data service's `{ error: { code, message } }`.
 */
export function handleAuthError(error: Error, c: Context) {
  // A refusal to retry later (this service's cooldowns and waits, the kit's rate limits): its Retry-After in
  // the header and the body.
  const retryAfter = error instanceof ApiError ? error.headers['Retry-After'] : undefined
  if (error instanceof ApiError && retryAfter !== undefined)
    return c.json({ error: error.message, retryAfter: Number(retryAfter) }, error.status, {
      'Retry-After': retryAfter,
    })
  if (error instanceof ApiError)
    return c.json({ error: error.message, code: error.code }, error.status, error.headers)
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    return c.json({ error: error.message || 'Request refused' }, status)
  }
  // Never the error itself: a database error's text holds the statement's parameters (hashes, ciphertexts,
  // addresses). The name and first line say enough to look further.
  const first = String(error.message ?? '')
    .split('\n')[0]
    ?.slice(0, 200)
  console.error(`[foyer-auth] unexpected error ${error.name}: ${scrubText(first ?? '')}`)
  return c.json({ error: 'Something went wrong. Please try again.' }, 500)
}

/** The answer for a path the service does not have. */
export function handleAuthNotFound(c: Context) {
  return c.json({ error: `No endpoint ${c.req.method} ${c.req.path}` }, 404)
}
