import type { ApprovalTexts } from './en.js'

/**
 * The approval page's languages — the modal's six (packages/core/src/messages/locales.ts) — with their
 * writing direction. Each language's texts are a chunk of their own: the page loads only the one it shows.
 */
export const APPROVAL_LANGUAGES = {
  en: { dir: 'ltr', load: () => import('./en.js').then((m) => m.en) },
  de: { dir: 'ltr', load: () => import('./de.js').then((m) => m.de) },
  es: { dir: 'ltr', load: () => import('./es.js').then((m) => m.es) },
  fr: { dir: 'ltr', load: () => import('./fr.js').then((m) => m.fr) },
  ja: { dir: 'ltr', load: () => import('./ja.js').then((m) => m.ja) },
  ar: { dir: 'rtl', load: () => import('./ar.js').then((m) => m.ar) },
} as const satisfies Record<string, { dir: 'ltr' | 'rtl'; load(): Promise<ApprovalTexts> }>

export type ApprovalLanguage = keyof typeof APPROVAL_LANGUAGES

/**
 * The page's language for the modal's locale tag ('de-AT' → German, numbers and dates as in Austria); English
 * for a tag that is not well formed or names a language the page does not speak.
 */
export function approvalLocale(tag: string | undefined): {
  language: ApprovalLanguage
  /** The BCP 47 tag `Intl` formats with. */
  locale: string
  dir: 'ltr' | 'rtl'
} {
  let locale: string | undefined
  try {
    locale = tag ? Intl.getCanonicalLocales(tag)[0] : undefined
  } catch {
    locale = undefined
  }
  const language = locale?.split('-')[0]?.toLowerCase()
  if (!locale || !language || !Object.hasOwn(APPROVAL_LANGUAGES, language))
    return { language: 'en', locale: 'en', dir: 'ltr' }
  const known = language as ApprovalLanguage
  return { language: known, locale, dir: APPROVAL_LANGUAGES[known].dir }
}
