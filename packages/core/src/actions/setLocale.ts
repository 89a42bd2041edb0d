import type { LocaleMessages } from '../messages/en.js'
import { LOCALES } from '../messages/locales.js'
import { browserLanguages, resolveLocale } from '../messages/resolveLocale.js'
import { notice } from '../notices.js'
import type { FoyerContext } from '../types/instance.js'

export type SetLocaleReturnType = undefined
/** It does not throw. */
export type SetLocaleErrorType = never

/** The arguments after the instance. */
export type SetLocaleParameters = [locale?: string | undefined]

/**
 * Changes the modal's language (a BCP 47 tag; undefined follows the browser). A language other than
 * English loads its texts first (its own chunk); the promise settles once they show. A tag the catalogue
 * has no texts for keeps English texts, formats numbers and dates its own way, and tells the developer.
 */
export async function setLocale(foyer: FoyerContext, locale?: string | undefined): Promise<void> {
  const resolved = resolveLocale(locale, browserLanguages())
  const definition = LOCALES.find((each) => each.tag === resolved.language)
  if (!resolved.matched)
    notice(
      foyer,
      `locale:${locale}`,
      `locale: Foyer has no texts in "${locale}" (it has ${LOCALES.map((l) => l.tag).join(', ')}); the modal shows English, with numbers and dates formatted for ${resolved.tag}.`,
    )
  const seq = ++foyer.internal.localeSeq
  // English stays undefined: its catalogue comes with the modal (`LocaleState`).
  let messages: LocaleMessages | undefined
  if (definition && definition.tag !== 'en') {
    try {
      messages = await definition.load()
    } catch (error) {
      // A chunk that fails to load (a deploy replaced it, the network dropped) leaves English, not a
      // broken modal; the debug log keeps why.
      foyer.internal.debugLog.add('error', 'LOCALE_LOAD_ERROR', { locale: definition.tag, error })
    }
  }
  if (seq !== foyer.internal.localeSeq || foyer.internal.destroyed) return
  foyer.store.setState({ locale: { tag: resolved.tag, dir: resolved.dir, messages } })
}
