import type { DisplayText, MessageValues } from './displayText.js'
import type { MessageKey } from './en.js'
import { enBeforeModal } from './enBeforeModal.js'
import { englishCatalogue } from './englishCatalogue.js'
import { formatMessage } from './formatMessage.js'

/**
 * The English of a catalogue text, for logs and `error.message`. Before the catalogue has loaded (a host
 * logging an error before its visitor pressed a Foyer button) only the few texts of `enBeforeModal` are
 * at hand; any other reads as a short form naming the key, the code and the values — e.g.
 * `userRejected (4001)` — which the Errors page of the docs lists with its English text (decisions.md).
 */
export function englishText(
  key: MessageKey,
  values?: MessageValues,
  code?: string | number,
): string {
  const text = englishCatalogue()?.[key] ?? (enBeforeModal as Readonly<Record<string, string>>)[key]
  if (text !== undefined) return formatMessage(text, values)
  const said = Object.entries(values ?? {}).map(([name, value]) => `${name}: ${value}`)
  const notes = [code === undefined ? '' : String(code), said.join(', ')].filter(Boolean).join('; ')
  return notes ? `${key} (${notes})` : key
}

/** A display text in English (a text from elsewhere as it came). */
export function englishOf(text: DisplayText): string {
  return typeof text === 'string' ? text : englishText(text.key, text.values)
}
