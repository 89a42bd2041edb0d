import { ApiError, errorBody, handleError, scrubText } from '@foyer/server'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'

/**
 * A refusal that can be retried later (cooldown, rate limits): 429 with the wait (whole seconds) in the
 * Retry-After header.
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
 * The auth service's error answer is the services kit's: `{ "error": { "code", "message" } }`, the wait of a
 * refusal to retry later in its Retry-After header (the frame reads it: the API is on the frame's own
 * origin). The message is for the visitor: the frame shows it as it is and decides by the code. What differs
 * from the kit's handler is an unexpected error: its log keeps the first line of the message only (a
 * database error's text holds the statement's parameters: hashes, ciphertexts, addresses), and the visitor
 * reads a sentence rather than 'Internal error'.
 */
export function handleAuthError(error: Error, c: Context) {
  if (error instanceof ApiError || error instanceof HTTPException)
    return handleError(error, c, 'foyer-auth')
  const first = String(error.message ?? '')
    .split('\n')[0]
    ?.slice(0, 200)
  console.error(`[foyer-auth] unexpected error ${error.name}: ${scrubText(first ?? '')}`)
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500)
}
