/** Parameters every Foyer error accepts. */
export type BaseErrorParameters = {
  details?: string | undefined
  cause?: unknown
  code?: string | number | undefined
}

/** The root of every error Foyer throws: a short message for people, details and a cause for developers. */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: string | number | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    // Wallets often throw plain objects ({ code, message }): their words are details too.
    const causeMessage = (parameters.cause as { message?: unknown } | null | undefined)?.message
    const details =
      parameters.details ?? (typeof causeMessage === 'string' ? causeMessage : undefined)
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, {
      cause: parameters.cause,
    })
    this.shortMessage = shortMessage
    this.details = details
    this.code = parameters.code
  }

  /** Follows the cause chain; returns the first error `match` accepts, or the deepest one. */
  walk(match?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (match?.(current)) return current
      if (!current.cause) break
      current = current.cause
    }
    return match ? undefined : current
  }
}
