import type { DisplayText, MessageValues } from '../messages/displayText.js'
import type { MessageKey } from '../messages/en.js'
import { englishText } from '../messages/englishText.js'

/** Parameters every Foyer error accepts. */
export type BaseErrorParameters = {
  details?: string | undefined
  cause?: unknown
  code?: string | number | undefined
}

/**
 * The root of every error Foyer throws: a short message for people, details and a cause for developers.
 * Foyer's own errors carry their short message as a catalogue key and values (`messageKey`,
 * `messageValues`), which the modal shows in the page's language; `shortMessage` and `message` read it in
 * English once the catalogue has loaded, and as `key (code)` before (docs/decisions.md, "Errors carry
 * catalogue keys"). An error made from a text from elsewhere (a wallet's) has no key and reads that text.
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  /** The catalogue key of the short message; undefined when it is a text from elsewhere. */
  readonly messageKey: MessageKey | undefined
  /** The values of the short message's placeholders. */
  readonly messageValues: MessageValues | undefined
  readonly details: string | undefined
  readonly code: string | number | undefined
  readonly #text: string | undefined

  constructor(shortMessage: DisplayText, parameters: BaseErrorParameters = {}) {
    // No text to Error: `message` is a getter (below), so that it reads in English once it can.
    super(undefined, { cause: parameters.cause })
    // Wallets often throw plain objects ({ code, message }): their words are details too.
    const causeMessage = (parameters.cause as { message?: unknown } | null | undefined)?.message
    this.details =
      parameters.details ?? (typeof causeMessage === 'string' ? causeMessage : undefined)
    this.code = parameters.code
    if (typeof shortMessage === 'string') {
      this.#text = shortMessage
      this.messageKey = undefined
      this.messageValues = undefined
    } else {
      this.messageKey = shortMessage.key
      this.messageValues = shortMessage.values
    }
  }

  /** The short message in English (see the class's note); the views show `messageKey` instead. */
  get shortMessage(): string {
    return this.messageKey === undefined
      ? (this.#text ?? '')
      : englishText(this.messageKey, this.messageValues, this.code)
  }

  /** What the views show: the catalogue key and values, or the text from elsewhere. */
  get displayText(): DisplayText {
    return this.messageKey === undefined
      ? (this.#text ?? '')
      : { key: this.messageKey, values: this.messageValues }
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

// `message` as a getter (a class accessor cannot override Error's `message` property in TypeScript): the
// short message and the details, read when logged rather than fixed at throw time.
Object.defineProperty(BaseError.prototype, 'message', {
  configurable: true,
  get(this: BaseError) {
    return this.details ? `${this.shortMessage}\n\nDetails: ${this.details}` : this.shortMessage
  },
})
