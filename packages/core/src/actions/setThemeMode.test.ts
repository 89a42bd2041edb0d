import { expect, test } from 'vitest'
import { createBareFoyer } from '../_test/twoFamilies.js'
import { OptionsError } from '../errors/options.js'
import type { ThemeMode } from '../options/types.js'
import { setThemeMode } from './setThemeMode.js'

test('light, dark or system is written to the state', () => {
  const foyer = createBareFoyer()
  expect(foyer.getState().themeMode).toBe('system')
  for (const mode of ['dark', 'light', 'system'] as const) {
    expect(setThemeMode(foyer, mode)).toBeUndefined()
    expect(foyer.getState().themeMode).toBe(mode)
  }
})

test('anything else is an OptionsError (invalidThemeMode) and the mode stays', () => {
  const foyer = createBareFoyer()
  setThemeMode(foyer, 'dark')
  for (const bad of ['Dark', 'auto', '', undefined] as unknown as ThemeMode[]) {
    let thrown: unknown
    try {
      setThemeMode(foyer, bad)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(OptionsError)
    expect(thrown).toMatchObject({ code: 'INVALID_OPTIONS', messageKey: 'invalidThemeMode' })
    expect((thrown as OptionsError).details).toBeTruthy()
    expect(foyer.getState().themeMode).toBe('dark')
  }
})
