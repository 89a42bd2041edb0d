import { DEFAULT_LOCALE } from '../constants.js'
import { LOCALE_DIRECTIONS } from './localeDirections.js'

/** The locale a page uses: the tag numbers and dates are formatted with, and the catalogue its texts come from. */
export type ResolvedLocale = {
  /** A BCP 47 tag for `Intl` (the host's or browser's own, e.g. 'de-AT'). */
  tag: string
  /** The catalogue's language ('de' for 'de-AT'), English when it has none. */
  language: string
  dir: 'ltr' | 'rtl'
  /** False when the host asked for a language the catalogue does not have (its texts are English then). */
  matched: boolean
}

const english = { language: 'en', dir: 'ltr' } as const

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
    const found = tag ? languageOf(tag) : undefined
    return { tag: tag ?? DEFAULT_LOCALE, ...(found ?? english), matched: !!found }
  }
  for (const language of browserLanguages) {
    const tag = canonical(language)
    const found = tag ? languageOf(tag) : undefined
    if (tag && found) return { tag, ...found, matched: true }
  }
  return { tag: DEFAULT_LOCALE, ...english, matched: true }
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

function languageOf(tag: string): { language: string; dir: 'ltr' | 'rtl' } | undefined {
  const language = tag.split('-')[0]?.toLowerCase()
  if (language === undefined || !Object.hasOwn(LOCALE_DIRECTIONS, language)) return undefined
  return { language, dir: LOCALE_DIRECTIONS[language] as 'ltr' | 'rtl' }
}

/** The tag as `Intl` writes it, or undefined when it is not a well-formed BCP 47 tag. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}
