import * as v from 'valibot'
import { OptionsError } from '../errors/options.js'
import { optionsSchema } from '../options/schema.js'
import type { ThemeMode, ThemeVariables } from '../state/types.js'
import type { FoyerContext } from '../types/instance.js'

const themeModeSchema = optionsSchema.entries.themeMode.wrapped
const themeVariablesSchema = optionsSchema.entries.themeVariables.wrapped

/** Sets light, dark or system (following the visitor's OS). */
export function setThemeMode(foyer: FoyerContext, themeMode: ThemeMode): void {
  if (!v.is(themeModeSchema, themeMode))
    throw new OptionsError('Invalid theme mode', {
      details: `expected "light", "dark" or "system", got ${String(themeMode)}`,
    })
  foyer.store.setState({ themeMode })
}

/** Merges theme variables (CSS custom properties) into the current ones. */
export function setThemeVariables(foyer: FoyerContext, themeVariables: ThemeVariables): void {
  const result = v.safeParse(themeVariablesSchema, themeVariables)
  if (!result.success)
    throw new OptionsError('Invalid theme variables', { details: v.summarize(result.issues) })
  foyer.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...result.output },
  }))
}
