import { useFoyerTheme } from '@foyer/react'
import { useEffect } from 'react'

/**
 * The page follows the modal's theme mode: `data-theme` on <html> for light or dark, none for system (the
 * stylesheet then follows the browser's colour scheme).
 */
export function usePageTheme(): void {
  const { themeMode } = useFoyerTheme()
  useEffect(() => {
    const root = document.documentElement
    if (themeMode === 'system') delete root.dataset.theme
    else root.dataset.theme = themeMode
  }, [themeMode])
}
