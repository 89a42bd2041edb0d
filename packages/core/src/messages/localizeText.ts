import { en, type MessageKey, type Messages } from './en.js'

type Pattern = { key: MessageKey; names: string[]; regex: RegExp }

let exact: Map<string, MessageKey> | undefined
let patterns: Pattern[] | undefined

/**
 * Shows a text core produced in English in the page's language. Core throws and stores English (errors
 * read the same in every host's logs, and no action needs the locale threaded through it); the modal
 * looks each text up in the English catalogue — exactly, or as a template whose `{placeholders}` it
 * carries over — and shows the same key in `messages`. A text that is not the catalogue's (a wallet's or
 * a service's own words) shows as it came.
 */
export function localizeText(text: string, messages: Messages): string {
  if (messages === en || !text) return text
  if (!exact || !patterns) [exact, patterns] = indexCatalogue()
  const key = exact.get(text)
  if (key) return messages[key]
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(text)
    if (!match) continue
    return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const index = names.indexOf(name)
      return index < 0 ? whole : (match[index + 1] ?? '')
    })
  }
  return text
}

function indexCatalogue(): [Map<string, MessageKey>, Pattern[]] {
  const texts = new Map<string, MessageKey>()
  const templates: Pattern[] = []
  for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
    if (names.length === 0) {
      if (!texts.has(text)) texts.set(text, key)
      continue
    }
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)')
    templates.push({ key, names, regex: new RegExp(`^${source}$`, 's') })
  }
  // The most specific template first: 'Continue in {name}' before a bare '{message}'.
  templates.sort((a, b) => b.regex.source.length - a.regex.source.length)
  return [texts, templates]
}
