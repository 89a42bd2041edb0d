// Runtime checks for the host's options. Each check returns the problems it finds, as `"path": message`
// strings (path dot-separated, empty at the root). Written by hand rather than with a schema library:
// these few lines replace ~8 kB of valibot (docs/decisions.md, "Options are checked without a schema
// library"). They load with the deferred parts, after createFoyer (options/reportInvalidOptions.ts).

import { describeValue } from './describeValue.js'

/** The problems of `value` at `path`. */
export type Check = (value: unknown, path: string) => string[]

const at = (path: string, key: string) => (path ? `${path}.${key}` : key)
const fail = (path: string, message: string) => [path ? `"${path}": ${message}` : message]

/** Passes when `predicate` holds, else reports `message` and the value. */
export const satisfies =
  (predicate: (value: unknown) => boolean, message: string): Check =>
  (value, path) =>
    predicate(value) ? [] : fail(path, `${message}, got ${describeValue(value)}`)

export const string = satisfies((value) => typeof value === 'string', 'expected a string')
export const boolean = satisfies((value) => typeof value === 'boolean', 'expected a boolean')
export const nonEmptyString = satisfies(
  (value) => typeof value === 'string' && value.length > 0,
  'expected a non-empty string',
)
export const url = satisfies((value) => {
  if (typeof value !== 'string') return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}, 'expected an absolute URL')

/** A page's URL (`http:` or `https:`): what a link may point at (never `javascript:` or `data:`). */
export const httpUrl = satisfies((value) => {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}, 'expected an http(s) URL')

/** A WebSocket URL (`ws:` or `wss:`). */
export const wsUrl = satisfies((value) => {
  if (typeof value !== 'string') return false
  try {
    return ['ws:', 'wss:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}, 'expected a ws:// or wss:// URL')

/** A number in [min, max], an integer when asked. */
export const number = ({
  min = -Infinity,
  max = Infinity,
  integer = false,
}: {
  min?: number
  max?: number
  integer?: boolean
} = {}): Check =>
  satisfies(
    (value) =>
      typeof value === 'number' &&
      value >= min &&
      value <= max &&
      (!integer || Number.isInteger(value)),
    `expected ${integer ? 'an integer' : 'a number'}${Number.isFinite(min) ? ` from ${min}` : ''}${Number.isFinite(max) ? ` to ${max}` : ''}`,
  )

/** One of the given strings. */
export const oneOf = (values: readonly string[]): Check =>
  satisfies(
    (value) => typeof value === 'string' && values.includes(value),
    `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`,
  )

/** Anything when undefined, else `check`. */
export const optional =
  (check: Check): Check =>
  (value, path) =>
    value === undefined ? [] : check(value, path)

/** An array whose every item passes `item`; `min` items at least, reported with `minMessage`. */
export const arrayOf =
  (item: Check, { min = 0, minMessage = '' }: { min?: number; minMessage?: string } = {}): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, `expected an array, got ${describeValue(value)}`)
    if (value.length < min) return fail(path, minMessage || `expected at least ${min} item(s)`)
    return value.flatMap((entry, index) => item(entry, at(path, String(index))))
  }

/** A plain object with exactly these keys at most: an unknown key is a problem, never ignored. */
export const strictObject =
  (shape: Record<string, Check>): Check =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail(path, `expected an object, got ${describeValue(value)}`)
    const entries = value as Record<string, unknown>
    return [
      ...Object.keys(entries)
        .filter((key) => !Object.hasOwn(shape, key))
        .flatMap((key) => fail(at(path, key), 'unknown option')),
      ...Object.entries(shape).flatMap(([key, check]) => check(entries[key], at(path, key))),
    ]
  }

/** Any object (its keys unchecked). */
export const object = satisfies(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'expected an object',
)
