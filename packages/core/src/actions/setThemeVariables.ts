import { OptionsError } from '../errors/options.js'
import { themeVariablesCheck } from '../options/schema.js'
import type { ThemeVariables } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'

export type SetThemeVariablesReturnType = undefined
export type SetThemeVariablesErrorType = OptionsError

/** The arguments after the instance. */
export type SetThemeVariablesParameters = [themeVariables: ThemeVariables]

/** Merges theme variables (CSS custom properties) into the current ones. */
export function setThemeVariables(foyer: FoyerContext, themeVariables: ThemeVariables): void {
  const problems = themeVariablesCheck(themeVariables, '')
  if (problems.length > 0)
    throw new OptionsError({ key: 'invalidThemeVariables' }, { details: problems.join('; ') })
  foyer.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
