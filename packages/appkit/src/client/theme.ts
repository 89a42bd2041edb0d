import type { ThemeMode } from '@foyer/core'

/**
 * The theme mode as AppKit reports it: 'light' or 'dark'. Foyer's 'system' is the visitor's OS setting now
 * (light where there is no browser to ask).
 */
export function resolvedThemeMode(themeMode: ThemeMode): 'light' | 'dark' {
  if (themeMode !== 'system') return themeMode
  const dark =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  return dark ? 'dark' : 'light'
}
