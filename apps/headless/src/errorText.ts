import { BaseError, type DisplayText, en, renderText } from '@foyer/core'

/**
 * A text core hands the host (a rule a form broke, an error's short message: a catalogue key and values),
 * in the modal's own English words ('Request rejected in the wallet', …). A host in another language
 * renders it with that language's catalogue instead.
 */
export function shownText(text: DisplayText): string {
  return renderText(text, en)
}

/** What to tell the visitor about a failure: a Foyer error's short message, else the error's message. */
export function errorText(error: unknown): string {
  if (error instanceof BaseError) return shownText(error.displayText)
  if (error instanceof Error) return error.message
  return String(error)
}
