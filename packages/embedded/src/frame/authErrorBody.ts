/** What the frame takes from an auth service's error answer. */
export type AuthErrorFields = { message: string; retryAfter?: number; code?: string }

/**
 * Reads an error answer of the auth service in either body: its own `{ error: "<text>", code?, retryAfter? }`
 * or the services kit's `{ error: { code, message } }` with the wait in the Retry-After header (issue 39 moves
 * the service to the kit's; a frame reading both keeps working while a deploy has old and new side by side).
 */
export function readAuthError(
  status: number,
  data: Record<string, unknown>,
  retryAfterHeader: string | null,
): AuthErrorFields {
  const nested =
    typeof data.error === 'object' && data.error !== null
      ? (data.error as Record<string, unknown>)
      : undefined
  const text = nested ? nested.message : data.error
  const code = nested ? nested.code : data.code
  const headerSeconds = retryAfterHeader === null ? Number.NaN : Number(retryAfterHeader)
  const retryAfter =
    typeof data.retryAfter === 'number'
      ? data.retryAfter
      : Number.isFinite(headerSeconds)
        ? headerSeconds
        : undefined
  return {
    message: typeof text === 'string' ? text : `The embedded wallet service answered ${status}`,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(typeof code === 'string' ? { code } : {}),
  }
}
