import type { ThemeMode } from '@foyer/core'
import { useMemo, useSyncExternalStore } from 'react'
import type { AppKitTheme } from '../client/appKit.js'
import { registeredAppKit } from '../client/registry.js'
import type { AppKitThemeVariables } from '../options/types.js'

export type UseAppKitThemeReturnType = AppKitTheme & {
  /** 'light', 'dark', or Foyer's 'system'. */
  setThemeMode(themeMode: ThemeMode): void
  /** Merges into the current variables (AppKit's `--w3m-…` names, or Foyer's). */
  setThemeVariables(themeVariables: AppKitThemeVariables): void
}

/** AppKit's `useAppKitTheme()`: the theme mode ('light' or 'dark') and variables, and their setters. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = registeredAppKit()
  const theme = useSyncExternalStore(appKit.foyer.store.subscribe, appKit.getTheme, appKit.getTheme)
  return useMemo(
    () => ({
      ...theme,
      setThemeMode: appKit.setThemeMode,
      setThemeVariables: appKit.setThemeVariables,
    }),
    [appKit, theme],
  )
}
