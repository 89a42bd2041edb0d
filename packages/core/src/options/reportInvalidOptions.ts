import { OptionsError } from '../errors/options.js'
import type { FoyerContext } from '../types/instance.js'
import { optionsCheck } from './schema.js'
import type { FoyerOptions } from './types.js'

/**
 * Checks every option's name and type (a misspelt option, a wrong value: nothing silently ignored) and
 * reports the problems as one `OptionsError` naming each, on the console and in the debug log. Runs with the
 * deferred parts, a moment after createFoyer, which throws only for what an instance cannot start without
 * (resolveOptions.ts). Returns the error, or undefined when every option is right.
 */
export function reportInvalidOptions(
  foyer: FoyerContext,
  options: FoyerOptions,
): OptionsError | undefined {
  const problems = optionsCheck(options, '')
  if (problems.length === 0) return undefined
  const error = new OptionsError({ key: 'invalidOptions' }, { details: problems.join('; ') })
  console.error(`[foyer] createFoyer: invalid options: ${error.details}`, error)
  foyer.internal.debugLog.add('error', error.code as string, { details: error.details })
  return error
}
