import { DEFAULT_LOCALE } from '../constants.js'
import { LOCALES, type LocaleDefinition } from './locales.js'

/** The locale a page uses: the tag numbers and dates are formatted with, and the catalogue its texts come from. */
export type ResolvedLocale = {
  /** A BCP 47 tag for `Intl` (the host's or browser's own, e.g. 'de-AT'). */
  tag: string
  definition: LocaleDefinition
  /** False when the host asked for a language the catalogue does not have (its texts are English then). */
  matched: boolean
}

const english = LOCALES[0] as LocaleDefinition

/**
 * Picks the locale: the host's `locale` option when set, else the first of the browser's languages the
 * catalogue has, else English. A tag matches on its language ('de-AT' → 'de'); the host's region stays
 * for `Intl`.
 */
export function resolveLocale(
  requested: string | undefined,
  browserLanguages: readonly string[],
): ResolvedLocale {
  if (requested) {
    const tag = canonical(requested)
    const definition = tag ? definitionOf(tag) : undefined
    return { tag: tag ?? DEFAULT_LOCALE, definition: definition ?? english, matched: !!definition }
  }
  for (const language of browserLanguages) {
    const tag = canonical(language)
    const definition = tag ? definitionOf(tag) : undefined
    if (tag && definition) return { tag, definition, matched: true }
  }
  return { tag: DEFAULT_LOCALE, definition: english, matched: true }
}

/** The browser's preferred languages; none on a server. */
export function browserLanguages(): readonly string[] {
  const navigator = (globalThis as { navigator?: Navigator }).navigator
  return navigator?.languages?.length
    ? navigator.languages
    : navigator?.language
      ? [navigator.language]
      : []
}

function definitionOf(tag: string): LocaleDefinition | undefined {
  const language = tag.split('-')[0]?.toLowerCase()
  return LOCALES.find((locale) => locale.tag === language)
}

/** The tag as `Intl` writes it, or undefined when it is not a well-formed BCP 47 tag. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}
