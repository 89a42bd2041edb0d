import type { MessageKey, Messages } from './en.js'
import { formatMessage } from './formatMessage.js'

/** The values of a catalogue text's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A catalogue text by its key, with the values of its placeholders: shown in the page's language. */
export type KeyedText = { readonly key: MessageKey; readonly values?: MessageValues | undefined }

/**
 * What errors, toasts, alerts and form checks carry for a visitor to read: a catalogue text by key (views
 * render it through the catalogue of the page's language), or a text from elsewhere — a wallet's, a
 * service's — shown as it came.
 */
export type DisplayText = KeyedText | string

/** `text` in the language of `messages` (a text from elsewhere as it came). */
export function renderText(text: DisplayText, messages: Messages): string {
  return typeof text === 'string' ? text : formatMessage(messages[text.key], text.values)
}
