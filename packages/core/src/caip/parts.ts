import { type CaipStandard, InvalidCaipIdError } from '../errors/caip.js'

/** One part of a CAIP id: its name, and its grammar (which the error quotes). */
export type CaipPart = readonly [name: string, pattern: RegExp]

// The grammars of CAIP-2, CAIP-10 and CAIP-19, word for word.
const NAME = /^[-a-z0-9]{3,8}$/
const ADDRESS_CHARACTERS = /^[-.%a-zA-Z0-9]{1,128}$/
export const NAMESPACE: CaipPart = ['namespace', NAME]
export const REFERENCE: CaipPart = ['reference', /^[-_a-zA-Z0-9]{1,32}$/]
export const ADDRESS: CaipPart = ['address', ADDRESS_CHARACTERS]
export const ASSET_NAMESPACE: CaipPart = ['asset namespace', NAME]
export const ASSET_REFERENCE: CaipPart = ['asset reference', ADDRESS_CHARACTERS]
export const TOKEN_ID: CaipPart = ['token id', /^[-.%a-zA-Z0-9]{1,78}$/]

/**
 * The parts of `value`, which must be `parts` joined by `separators` (one character each, in order, e.g.
 * `':/:'`); otherwise an InvalidCaipIdError says which part breaks which rule.
 */
export function caipParts(
  standard: CaipStandard,
  value: unknown,
  separators: string,
  parts: readonly CaipPart[],
): string[] {
  const pieces = typeof value === 'string' ? value.split(/([:/])/) : []
  const found = pieces.filter((_, index) => index % 2 === 1).join('')
  if (found !== separators) {
    const shape = parts.map(([name], index) => `<${name}>${separators[index] ?? ''}`).join('')
    throw new InvalidCaipIdError(standard, value, `expected ${shape}`)
  }
  const values = pieces.filter((_, index) => index % 2 === 0)
  parts.forEach(([name, pattern], index) => {
    if (!pattern.test(values[index] ?? ''))
      throw new InvalidCaipIdError(
        standard,
        value,
        `the ${name} must match ${pattern.source.slice(1, -1)}`,
      )
  })
  return values
}

/** Whether `parse` accepts `value`. */
export function parses(parse: (value: string) => unknown, value: unknown): boolean {
  try {
    parse(value as string)
    return true
  } catch {
    return false
  }
}
