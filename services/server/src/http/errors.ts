import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { logError } from '../log/describeError.js'

/** An answer other than success, with a stable code. Every service error is JSON `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Headers the answer carries (Retry-After on a 429 or a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Builds the error body. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } }
}

/** Hono's onError: known errors keep their status; anything else is a 500 that hides internals. */
export function handleError(error: Error, c: Context, service = 'foyer') {
  if (error instanceof ApiError)
    return c.json(errorBody(error.code, error.message), error.status, error.headers)
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR'
    return c.json(errorBody(code, error.message || 'Request refused'), status)
  }
  logError(service, 'unexpected error', error)
  return c.json(errorBody('INTERNAL', 'Internal error'), 500)
}

/** Hono's notFound. */
export function handleNotFound(c: Context) {
  return c.json(errorBody('NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`), 404)
}
