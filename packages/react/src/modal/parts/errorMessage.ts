import { BaseError, type DisplayText, type KeyedText, type Messages, renderText } from '@foyer/core'

/**
 * The short, human text of an error, in the page's language: Foyer errors carry one (a catalogue key, or a
 * wallet's own words); anything else gets the fallback.
 */
export function errorMessage(error: unknown, fallback: string, messages: Messages): string {
  return error instanceof BaseError ? renderText(error.displayText, messages) : fallback
}

/** What a view keeps of a failure to show later (in the state): the error's text, or the fallback's key. */
export function errorText(error: unknown, fallback: KeyedText): DisplayText {
  return error instanceof BaseError ? error.displayText : fallback
}
