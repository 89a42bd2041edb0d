import type { LocaleState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

/** The locale in use: `Intl`'s tag, the writing direction and the texts. */
export function getLocale(foyer: FoyerContext): LocaleState {
  return foyer.store.getState().locale
}
