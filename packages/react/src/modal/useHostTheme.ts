import type { FoyerState } from '@foyer/core'
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'

const darkQuery = '(prefers-color-scheme: dark)'

/**
 * Puts the theme on the host element: `data-theme="light|dark"` (system follows the OS, live) and the
 * host's theme variables as CSS custom properties. Set through CSSOM, which a strict CSP allows.
 */
export function useHostTheme(host: HTMLElement): void {
  const themeMode = useFoyerSelector(selectMode)
  const themeVariables = useFoyerSelector(selectVariables)
  const systemDark = useSyncExternalStore(subscribeDark, prefersDark, () => false)
  const theme = themeMode === 'system' ? (systemDark ? 'dark' : 'light') : themeMode
  const applied = useRef<string[]>([])

  useLayoutEffect(() => {
    host.dataset.theme = theme
  }, [host, theme])

  useLayoutEffect(() => {
    for (const name of applied.current) host.style.removeProperty(name)
    const entries = Object.entries(themeVariables).filter(([, value]) => value !== undefined)
    for (const [name, value] of entries) host.style.setProperty(name, String(value))
    applied.current = entries.map(([name]) => name)
  }, [host, themeVariables])
}

function subscribeDark(onChange: () => void): () => void {
  const query = matchMedia(darkQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const prefersDark = () => matchMedia(darkQuery).matches
const selectMode = (state: FoyerState) => state.themeMode
const selectVariables = (state: FoyerState) => state.themeVariables
