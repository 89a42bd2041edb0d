import { type CaipStandard, InvalidCaipIdError } from '../errors/caip.js'
import { type CaipPart, caipProblem } from './grammar.js'

/**
 * Throws the InvalidCaipIdError saying which part of `value` breaks which rule, `value` being meant as
 * `parts` joined by `separators` (grammar.ts): the parsers' answer where the readers' is undefined.
 */
export function invalidCaipId(
  standard: CaipStandard,
  value: unknown,
  separators: string,
  parts: readonly CaipPart[],
): never {
  throw new InvalidCaipIdError(standard, value, caipProblem(value, separators, parts) ?? '')
}
