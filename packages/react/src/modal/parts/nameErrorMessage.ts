import { BaseError, type Messages, NameServiceError, renderText } from '@foyer/core'

/**
 * What the visitor reads when a name lookup or registration fails. SPEC §8: a names-service error's own text
 * (the service's first reason, else 'Error registering name' and the like) shows only in debug mode;
 * every other visitor reads one plain sentence, so a failure is never silent (docs/decisions.md, issue 40).
 * Failures that are not the service's (a signature declined in the wallet) read as usual.
 */
export function nameErrorMessage(
  error: unknown,
  fallback: string,
  messages: Messages,
  debug: boolean,
): string {
  if (error instanceof BaseError && !(error instanceof NameServiceError))
    return renderText(error.displayText, messages)
  if (!debug) return messages.nameServiceFailed
  return error instanceof NameServiceError ? renderText(error.displayText, messages) : fallback
}
