import { ApiError } from '@foyer/server'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { GuardEnv } from '../deps.js'

/**
 * A refusal in the shape the client reads from the names and sign-in services: the services' error shape
 * plus `reasons`, whose first description the client shows.
 */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  description: string,
  headers: Record<string, string> = {},
) {
  return c.json(
    { error: { code, message: description }, reasons: [{ description }] },
    status,
    headers,
  )
}

/** Runs a handler, answering an ApiError (bad input, a rate limit with its Retry-After) in the same shape. */
export function withReasons(handler: (c: Context<GuardEnv>) => Promise<Response>) {
  return async (c: Context<GuardEnv>) => {
    try {
      return await handler(c)
    } catch (error) {
      if (error instanceof ApiError)
        return refuse(c, error.status, error.code, error.message, error.headers)
      throw error
    }
  }
}
