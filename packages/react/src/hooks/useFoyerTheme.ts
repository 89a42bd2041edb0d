import {
  type FoyerState,
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseFoyerThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  /** Merges into the current variables. */
  setThemeVariables(themeVariables: ThemeVariables): void
}

/** The modal's theme, and setters for it. */
export function useFoyerTheme(): UseFoyerThemeReturnType {
  const foyer = useFoyer()
  const themeMode = useFoyerSelector(selectMode)
  const themeVariables = useFoyerSelector(selectVariables)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => setThemeMode(foyer, mode),
      setThemeVariables: (variables: ThemeVariables) => setThemeVariables(foyer, variables),
    }),
    [foyer, themeMode, themeVariables],
  )
}

const selectMode = (state: FoyerState) => state.themeMode
const selectVariables = (state: FoyerState) => state.themeVariables
