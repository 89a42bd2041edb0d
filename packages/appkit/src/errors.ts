import { BaseError } from '@foyer/core'

/** The prefix of every message of this package, so a migrating developer sees where it comes from. */
export const PREFIX = '@foyer/appkit:'

/**
 * An AppKit option, value or call that Foyer does not support, or a setup it cannot run. The message names
 * each problem on its own line ('@foyer/appkit: the option "x" is not supported: …'): nothing AppKit's
 * docs allow is dropped without a word.
 */
export class AppKitCompatError extends BaseError {
  override name = 'AppKitCompatError'
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(problems.map((problem) => `${PREFIX} ${problem}`).join('\n'), {
      code: 'APPKIT_NOT_SUPPORTED',
    })
    this.problems = problems
  }
}

/** Throws one AppKitCompatError naming every problem, when there are any. */
export function throwIfProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new AppKitCompatError(problems)
}

/** The sentence for an option Foyer does not support. */
export function unsupportedOption(path: string, why: string): string {
  return `the option "${path}" is not supported: ${why}`
}
