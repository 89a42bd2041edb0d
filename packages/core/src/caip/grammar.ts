/** One part of a CAIP id: its name, and its grammar (which an error quotes). */
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
 * What is wrong with `value` as `parts` joined by `separators` (one character each, in order, e.g. `':/:'`),
 * or undefined when nothing is. A leaf with no imports, so that lazy chunks outside the modal (sign-in) can
 * read CAIP ids without sharing a module of the page's first load but this one (docs/decisions.md, "One
 * dependency set for lazy chunks").
 */
export function caipProblem(
  value: unknown,
  separators: string,
  parts: readonly CaipPart[],
): string | undefined {
  const text = typeof value === 'string' ? value : ''
  if (text.replace(/[^:/]/g, '') !== separators)
    return `expected ${parts.map(([name], index) => `<${name}>${separators[index] ?? ''}`).join('')}`
  // As many parts as separators and one: every part is there, if empty.
  const values = text.split(/[:/]/)
  const broken = parts.find(([, pattern], index) => !pattern.test(values[index] as string))
  return broken && `the ${broken[0]} must match ${broken[1].source.slice(1, -1)}`
}

/** The parts of `value` (as caipProblem reads it), or undefined when it breaks their grammar. */
export function caipValues(
  value: unknown,
  separators: string,
  parts: readonly CaipPart[],
): string[] | undefined {
  return caipProblem(value, separators, parts) === undefined
    ? (value as string).split(/[:/]/)
    : undefined
}
