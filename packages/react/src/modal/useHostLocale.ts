import type { FoyerState } from '@foyer/core'
import { useLayoutEffect } from 'react'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'

/**
 * Puts the language on the host element: `lang` (screen readers pick their voice by it) and `dir`, which
 * mirrors the modal for a right-to-left language through the sheets' logical properties.
 */
export function useHostLocale(host: HTMLElement): void {
  const { tag, dir } = useFoyerSelector(selectLocale)
  useLayoutEffect(() => {
    host.lang = tag
    host.dir = dir
  }, [host, tag, dir])
}

const selectLocale = (state: FoyerState) => state.locale
