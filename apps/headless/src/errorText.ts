import { BaseError } from '@foyer/core'

/**
 * What to tell the visitor about a failure: a Foyer error's short message (the modal's own words, from its
 * catalogue: 'User rejected the request', 'Insufficient balance'…), else the error's message.
 */
export function errorText(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
