import { type CaipStandard, InvalidCaipIdError } from '../errors/caip.js'

/** One part of a CAIP id: its name, its grammar, and that grammar in words for the error. */
export type CaipPart = readonly [name: string, pattern: RegExp, rule: string]

// The grammars of CAIP-2, CAIP-10 and CAIP-19, word for word.
export const NAMESPACE: CaipPart = ['namespace', /^[-a-z0-9]{3,8}$/, '3 to 8 of a-z, 0-9, -']
export const REFERENCE: CaipPart = [
  'reference',
  /^[-_a-zA-Z0-9]{1,32}$/,
  '1 to 32 of a-z, A-Z, 0-9, -, _',
]
export const ADDRESS: CaipPart = [
  'address',
  /^[-.%a-zA-Z0-9]{1,128}$/,
  '1 to 128 of a-z, A-Z, 0-9, -, ., %',
]
export const ASSET_NAMESPACE: CaipPart = ['asset namespace', NAMESPACE[1], NAMESPACE[2]]
export const ASSET_REFERENCE: CaipPart = ['asset reference', ADDRESS[1], ADDRESS[2]]
export const TOKEN_ID: CaipPart = [
  'token id',
  /^[-.%a-zA-Z0-9]{1,78}$/,
  '1 to 78 of a-z, A-Z, 0-9, -, ., %',
]

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
  parts.forEach(([name, pattern, rule], index) => {
    if (!pattern.test(values[index] ?? ''))
      throw new InvalidCaipIdError(standard, value, `the ${name} must be ${rule}`)
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
