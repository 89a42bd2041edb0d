import { OptionsError } from '../errors/options.js'
import { themeModeCheck } from '../options/schema.js'
import type { ThemeMode } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'

export type SetThemeModeReturnType = undefined
export type SetThemeModeErrorType = OptionsError

/** The arguments after the instance. */
export type SetThemeModeParameters = [themeMode: ThemeMode]

/** Sets light, dark or system (following the visitor's OS). */
export function setThemeMode(foyer: FoyerContext, themeMode: ThemeMode): void {
  const problems = themeModeCheck(themeMode, '')
  if (problems.length > 0)
    throw new OptionsError({ key: 'invalidThemeMode' }, { details: problems.join('; ') })
  foyer.store.setState({ themeMode })
}
