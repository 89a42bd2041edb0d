// Which Node a checkout needs, and which dependencies say they want a newer one: read from package.json and
// package-lock.json, so that the README and the guide can be checked against them (scripts/nodeSupport.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Version = [number, number, number]

function parse(text: string): { version: Version; given: number } {
  const parts = text.replace(/^v/, '').split('.')
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
  const given = numbers.findIndex((number) => Number.isNaN(number))
  const count = given === -1 ? numbers.length : given
  return {
    version: [numbers[0] || 0, count > 1 ? numbers[1] || 0 : 0, count > 2 ? numbers[2] || 0 : 0],
    given: count,
  }
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** Whether one comparator of an npm range (`>=20.19`, `^22`, `20.x`, `*`) admits the version. */
function admitsComparator(comparator: string, version: Version): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(comparator.trim())
  const operator = match?.[1] ?? ''
  const { version: bound, given } = parse(match?.[2] || '*')
  if (given === 0) return true
  const order = compare(version, bound)
  if (operator === '>=') return order >= 0
  if (operator === '>') return order > 0
  if (operator === '<=') return order <= 0
  if (operator === '<') return order < 0
  if (operator === '^') return order >= 0 && version[0] === bound[0]
  if (operator === '~') return order >= 0 && version[0] === bound[0] && version[1] === bound[1]
  // `20`, `20.x`, `20.19.0`: the parts given must match.
  return version.slice(0, given).every((part, index) => part === bound[index])
}

/** Whether an npm engines range admits the version (`||` of space-separated comparators). */
export function admits(range: string, version: string): boolean {
  const parsed = parse(version).version
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => admitsComparator(comparator, parsed)),
  )
}

/** The oldest Node the root package.json's engines admit, as `major.minor` (`>=20.19` → `20.19`). */
export function minimumNode(root: string): string {
  const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node
  const match = /^>=\s*(\d+\.\d+)/.exec(engines ?? '')
  if (!match?.[1]) throw new Error(`package.json engines.node is not ">=major.minor": ${engines}`)
  return match[1]
}

/** Packages in the lock whose engines leave out `version`, with what they ask for. */
export function dependenciesWantingNewer(
  root: string,
  version: string,
): { name: string; wants: string }[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>
  }
  const found = new Map<string, string>()
  for (const [path, entry] of Object.entries(lock.packages)) {
    const wants = Array.isArray(entry.engines) ? undefined : entry.engines?.node
    if (!path || !wants || admits(wants, version)) continue
    found.set(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), wants)
  }
  return [...found]
    .map(([name, wants]) => ({ name, wants }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
