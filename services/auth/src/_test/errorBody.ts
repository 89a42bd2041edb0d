/** The message of the kit's error body `{ error: { code, message } }`; undefined for any other body. */
export function errorMessage(body: Record<string, unknown>): string | undefined {
  const error = body.error
  if (typeof error !== 'object' || error === null) return undefined
  const { message } = error as { message?: unknown }
  return typeof message === 'string' ? message : undefined
}
