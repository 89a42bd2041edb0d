import { OptionsError } from '../errors/options.js'
import { themeModeCheck, themeVariablesCheck } from '../options/schema.js'
import type { ThemeMode, ThemeVariables } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'

/** Sets light, dark or system (following the visitor's OS). */
export function setThemeMode(foyer: FoyerContext, themeMode: ThemeMode): void {
  const problems = themeModeCheck(themeMode, '')
  if (problems.length > 0)
    throw new OptionsError({ key: 'invalidThemeMode' }, { details: problems.join('; ') })
  foyer.store.setState({ themeMode })
}

/** Merges theme variables (CSS custom properties) into the current ones. */
export function setThemeVariables(foyer: FoyerContext, themeVariables: ThemeVariables): void {
  const problems = themeVariablesCheck(themeVariables, '')
  if (problems.length > 0)
    throw new OptionsError({ key: 'invalidThemeVariables' }, { details: problems.join('; ') })
  foyer.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
