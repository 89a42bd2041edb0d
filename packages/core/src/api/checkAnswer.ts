import { ApiRequestError } from '../errors/api.js'
import { parseApiError, parseResponse, type ResponseName, type ResponseOf } from './schemas.js'

/**
 * A service's answer to `path`, checked against its schema (and valibot with it): its value, or the
 * ApiRequestError it stands for. Loads with the first request (`client.ts`), not with the page.
 */
export function checkAnswer<N extends ResponseName>(
  path: string,
  responseName: N,
  response: { ok: boolean; status: number },
  json: unknown,
): ResponseOf<N> {
  if (!response.ok) {
    const error = parseApiError(json)
    throw error
      ? new ApiRequestError(response.status, error.error.message, error.error.code, undefined, {
          reason: error.reasons?.[0]?.description,
        })
      : new ApiRequestError(response.status, `The service answered ${response.status}`)
  }
  const result = parseResponse(responseName, json)
  if (!result.success)
    throw new ApiRequestError(
      response.status,
      `Unexpected answer from ${path}`,
      'INVALID_RESPONSE',
      result.error,
    )
  return result.output
}
