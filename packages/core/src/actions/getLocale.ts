import type { LocaleState } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

export type GetLocaleReturnType = LocaleState
/** It does not throw. */
export type GetLocaleErrorType = never

/** The locale in use: `Intl`'s tag, the writing direction and the texts. */
export function getLocale(foyer: FoyerContext): LocaleState {
  return foyer.store.getState().locale
}
