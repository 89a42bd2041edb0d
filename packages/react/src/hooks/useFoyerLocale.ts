import { type FoyerState, setLocale } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseFoyerLocaleReturnType = {
  /** The BCP 47 tag numbers and dates are formatted with ('de-AT'). */
  locale: string
  dir: 'ltr' | 'rtl'
  /** Changes the language (undefined follows the browser); settles once its texts show. */
  setLocale(locale: string | undefined): Promise<void>
}

/** The modal's language, and a setter for it. */
export function useFoyerLocale(): UseFoyerLocaleReturnType {
  const foyer = useFoyer()
  const { tag, dir } = useFoyerSelector(selectLocale)
  return useMemo(
    () => ({ locale: tag, dir, setLocale: (locale) => setLocale(foyer, locale) }),
    [foyer, tag, dir],
  )
}

const selectLocale = (state: FoyerState) => state.locale
