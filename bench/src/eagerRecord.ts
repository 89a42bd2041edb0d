// The eager figures a reader agreed to: recorded by hand in bench/README.md ("Eager record"), so that
// raising them is a change to the README, with its reason beside it, not a silent drift.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from './apps.js'

/** The recorded figures of the `foyer` app: eager modules beyond the baseline, its largest eager package. */
export type EagerRecord = { modules: number; largestPackage: string; largestBytes: number }

/** How far a recorded figure may grow before its budget fails (5 %). */
export const EAGER_RECORD_SLACK = 1.05

const ROW = (label: string) => new RegExp(`^\\|\\s*${label}\\s*\\|\\s*([^|]+?)\\s*\\|`, 'm')

/**
 * Reads the record from the README's table rows `| eager modules | N |` and
 * `| largest eager package | @scope/name N |` (rendered bytes); throws when either is missing, so that a
 * README edit cannot switch the budget off.
 */
export function readEagerRecord(
  readme = readFileSync(join(BENCH_DIR, 'README.md'), 'utf8'),
): EagerRecord {
  const modules = ROW('eager modules').exec(readme)?.[1]
  const largest = ROW('largest eager package')
    .exec(readme)?.[1]
    ?.match(/^(\S+)\s+([\d,]+)$/)
  if (!modules || !/^[\d,]+$/.test(modules) || !largest)
    throw new Error(
      'bench/README.md has no "Eager record" table (eager modules, largest eager package)',
    )
  return {
    modules: Number(modules.replaceAll(',', '')),
    largestPackage: largest[1] as string,
    largestBytes: Number((largest[2] as string).replaceAll(',', '')),
  }
}
