import { BaseError, localizeText, type Messages } from '@foyer/core'

/**
 * The short, human text of an error, in the page's language: Foyer errors carry one; anything else gets
 * the fallback.
 */
export function errorMessage(error: unknown, fallback: string, messages: Messages): string {
  return error instanceof BaseError ? localizeText(error.shortMessage, messages) : fallback
}
