import { BaseError } from '@foyer/core'

/** The short, human text of an error: Foyer errors carry one; anything else gets the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof BaseError ? error.shortMessage : fallback
}
