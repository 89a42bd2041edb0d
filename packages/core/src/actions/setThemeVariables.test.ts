import { expect, test } from 'vitest'
import { createBareFoyer } from '../_test/twoFamilies.js'
import { OptionsError } from '../errors/options.js'
import type { ThemeVariables } from '../options/types.js'
import { setThemeVariables } from './setThemeVariables.js'

test('merges into the current variables: a later call keeps the ones it does not name', () => {
  const foyer = createBareFoyer()
  expect(foyer.getState().themeVariables).toEqual({})
  setThemeVariables(foyer, { '--foyer-accent': '#ff0000', '--foyer-z-index': 10 })
  setThemeVariables(foyer, { '--foyer-accent': '#00ff00', '--foyer-font-family': 'serif' })
  expect(foyer.getState().themeVariables).toEqual({
    '--foyer-accent': '#00ff00',
    '--foyer-z-index': 10,
    '--foyer-font-family': 'serif',
  })
})

test('an unknown variable or a wrong value is an OptionsError (invalidThemeVariables) and nothing changes', () => {
  const foyer = createBareFoyer()
  setThemeVariables(foyer, { '--foyer-accent': 'red' })
  const bad = [
    { '--foyer-acent': 'blue' },
    { '--foyer-color-mix-strength': 101 },
    { '--foyer-z-index': 1.5 },
    { '--foyer-accent': 3 },
  ] as unknown as ThemeVariables[]
  for (const variables of bad) {
    const attempt = () => setThemeVariables(foyer, variables)
    expect(attempt).toThrow(OptionsError)
    expect(attempt).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', messageKey: 'invalidThemeVariables' }),
    )
    expect(foyer.getState().themeVariables).toEqual({ '--foyer-accent': 'red' })
  }
})
