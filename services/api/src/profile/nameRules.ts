// The rules of wallet names (SPEC §5, §9): what a name may be, its suffixes, the ENSIP-11 coin type of an
// EVM chain, and the registration message. Pure: no database, no chain.

import { NAME_LABEL_MAX_LENGTH, NAME_LABEL_MIN_LENGTH, nameLabelProblem } from '@foyer/core/api'

/** The suffixes names carry (SPEC §9: a current one, where names are registered, and a legacy one). */
export type NameSuffixes = { current: string; legacy: string }

/** Foyer's suffixes unless the operator sets others (FOYER_API_NAME_SUFFIXES). */
export const DEFAULT_NAME_SUFFIXES: NameSuffixes = { current: 'foyer.id', legacy: 'fyr.id' }

/** The suffixes a service uses: the operator's, else Foyer's. */
export function nameSuffixesOf(config: { nameSuffixes?: NameSuffixes | undefined }): NameSuffixes {
  return config.nameSuffixes ?? DEFAULT_NAME_SUFFIXES
}

/** How many names an address may hold under the current suffix unless the operator says otherwise. */
export const DEFAULT_NAMES_PER_ADDRESS = 1

/** How old a registration message may be, and how far ahead of the service's clock. */
export const MESSAGE_MAX_AGE_S = 10 * 60
export const MESSAGE_MAX_AHEAD_S = 60

/** Labels nobody registers: they would pass for the operator or for the system. */
export const RESERVED_LABELS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'foyer',
  'help',
  'info',
  'mail',
  'moderator',
  'null',
  'official',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'undefined',
  'wallet',
])

/** The service's words for each break of SPEC §5's label rule (core's, shared with the modal). */
const LABEL_PROBLEMS = {
  characters: 'A name may hold only letters, digits and hyphens',
  tooShort: `A name needs at least ${NAME_LABEL_MIN_LENGTH} characters`,
  tooLong: `A name may have at most ${NAME_LABEL_MAX_LENGTH} characters`,
} as const

/** Why a label cannot be registered, or undefined when it can: SPEC §5's rule, then the reserved labels. */
export function labelProblem(label: string): string | undefined {
  const problem = nameLabelProblem(label)
  if (problem) return LABEL_PROBLEMS[problem]
  if (RESERVED_LABELS.has(label.toLowerCase())) return 'This name is reserved'
  return undefined
}

/** A full name split into its label and suffix when the suffix is one of ours. */
export function splitName(
  name: string,
  suffixes: NameSuffixes,
): { label: string; suffix: string } | undefined {
  const lower = name.toLowerCase()
  for (const suffix of [suffixes.current, suffixes.legacy])
    if (lower.endsWith(`.${suffix}`)) return { label: lower.slice(0, -(suffix.length + 1)), suffix }
  return undefined
}

/** ENSIP-11's coin type of an EVM chain: the client's rule, the same here. */
export { coinTypeOfChain } from '@foyer/core'

/** The EVM chain id of an ENSIP-11 coin type, or undefined for a coin type that is not an EVM chain's. */
export function chainOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= 0x80000000 || coinType > 0xffffffff)
    return undefined
  return coinType - 0x80000000
}

/** What a registration message says (SPEC §7: name, attributes, timestamp in seconds), as JSON text. */
export type RegistrationMessage = {
  name: string
  attributes: Record<string, string>
  timestamp: number
}

const MAX_ATTRIBUTES = 8
const MAX_ATTRIBUTE_LENGTH = 256

/** Reads a registration message, or says what is wrong with it. */
export function parseRegistrationMessage(
  text: string,
): { message: RegistrationMessage } | { error: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { error: 'The message is not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: 'The message must be an object with name, attributes and timestamp' }
  const { name, attributes = {}, timestamp } = value as Record<string, unknown>
  if (typeof name !== 'string') return { error: 'The message has no name' }
  if (!Number.isSafeInteger(timestamp)) return { error: 'The message has no timestamp in seconds' }
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return { error: 'The attributes must be an object' }
  const entries = Object.entries(attributes)
  if (entries.length > MAX_ATTRIBUTES) return { error: `At most ${MAX_ATTRIBUTES} attributes` }
  for (const [key, item] of entries)
    if (
      !/^[a-zA-Z][a-zA-Z0-9_.-]{0,31}$/.test(key) ||
      typeof item !== 'string' ||
      item.length > MAX_ATTRIBUTE_LENGTH
    )
      return {
        error: `Each attribute is a short key with text of at most ${MAX_ATTRIBUTE_LENGTH} characters`,
      }
  return {
    message: {
      name,
      attributes: Object.fromEntries(entries) as Record<string, string>,
      timestamp: timestamp as number,
    },
  }
}

/** Why a message's timestamp is refused at `nowS` (seconds), or undefined. */
export function timestampProblem(timestamp: number, nowS: number): string | undefined {
  if (timestamp < nowS - MESSAGE_MAX_AGE_S) return 'The message is too old: sign a new one'
  if (timestamp > nowS + MESSAGE_MAX_AHEAD_S) return 'The message is dated in the future'
  return undefined
}

/** Names to offer beside a taken one: the label with a digit or a year, all under `suffix`. */
export function suggestionCandidates(label: string, suffix: string, year: number): string[] {
  const base = label.toLowerCase().replace(/-+$/, '')
  const labels = [base, `${base}1`, `${base}2`, `${base}-${year}`, `${base}x`, `the-${base}`]
  return [...new Set(labels)]
    .filter((candidate) => labelProblem(candidate) === undefined)
    .map((candidate) => `${candidate}.${suffix}`)
}
