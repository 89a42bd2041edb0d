import type { LocaleMessages } from './en.js'
import { enBeforeModal } from './enBeforeModal.js'

/** A language the modal speaks: its BCP 47 tag, its own name, its writing direction and its texts. */
export type LocaleDefinition = {
  readonly tag: string
  readonly name: string
  readonly dir: 'ltr' | 'rtl'
  /** Other locales than English are separate chunks, loaded only when a page uses them. */
  readonly load: () => Promise<LocaleMessages>
}

/**
 * The locales the catalogue has, English first. Adding one is a file of texts, a row here and its direction in
 * `LOCALE_DIRECTIONS` (localeDirections.ts: what the first state resolves the locale from, without the loaders).
 */
export const LOCALES: readonly LocaleDefinition[] = [
  // English loads with the modal (issue 38); a page in English keeps `locale.messages` undefined.
  {
    tag: 'en',
    name: 'English',
    dir: 'ltr',
    load: () => import('./enLoad.js').then((m) => ({ ...enBeforeModal, ...m.englishMessages })),
  },
  { tag: 'de', name: 'Deutsch', dir: 'ltr', load: () => import('./de.js').then((m) => m.de) },
  { tag: 'es', name: 'Español', dir: 'ltr', load: () => import('./es.js').then((m) => m.es) },
  { tag: 'fr', name: 'Français', dir: 'ltr', load: () => import('./fr.js').then((m) => m.fr) },
  { tag: 'ja', name: '日本語', dir: 'ltr', load: () => import('./ja.js').then((m) => m.ja) },
  { tag: 'ar', name: 'العربية', dir: 'rtl', load: () => import('./ar.js').then((m) => m.ar) },
]
