import type { ThemeVariables } from '@foyer/core'
import { unsupportedOption } from '../errors.js'
import { REFUSED_THEME_VARIABLES } from './refused.js'
import type { AppKitThemeVariables } from './types.js'

/** The names AppKit and Foyer share after their prefix. */
const NAMES = [
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-family',
  'font-size-master',
  'border-radius-master',
  'z-index',
] as const
const APPKIT_PREFIXES = ['--w3m-', '--apkt-'] as const
const FOYER_PREFIX = '--foyer-'

/**
 * AppKit's theme variables as Foyer's (`--w3m-accent` → `--foyer-accent`); Foyer's own pass as they are.
 * A variable Foyer has no equivalent of is a problem; one Foyer does not know is left to Foyer's check.
 */
export function toFoyerThemeVariables(
  variables: AppKitThemeVariables,
  path = 'themeVariables',
): { themeVariables: ThemeVariables; problems: string[] } {
  const themeVariables: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [key, value] of Object.entries(variables)) {
    if (value === undefined) continue
    const refused = REFUSED_THEME_VARIABLES[key]
    if (refused) {
      problems.push(unsupportedOption(`${path}["${key}"]`, refused.why))
      continue
    }
    const prefix = APPKIT_PREFIXES.find((candidate) => key.startsWith(candidate))
    const name = prefix ? key.slice(prefix.length) : undefined
    if (name && (NAMES as readonly string[]).includes(name))
      themeVariables[`${FOYER_PREFIX}${name}`] = value
    else themeVariables[key] = value
  }
  return { themeVariables: themeVariables as ThemeVariables, problems }
}

/** Foyer's theme variables as AppKit names them (`--foyer-accent` → `--w3m-accent`), for reading back. */
export function toAppKitThemeVariables(variables: ThemeVariables): AppKitThemeVariables {
  return Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [
      key.startsWith(FOYER_PREFIX) ? `--w3m-${key.slice(FOYER_PREFIX.length)}` : key,
      value,
    ]),
  ) as AppKitThemeVariables
}
