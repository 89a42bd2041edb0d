import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The default PGlite folder `.foyer/<name>`: the nearest one that exists in the working directory or a
 * folder above it (as git finds `.git`), else one in the working directory. So `serve` and an operator
 * command run from the repository's root or from `services/api` open the same database — a command must
 * never write to a folder the running service does not read. A deployment names its folder (or PostgreSQL).
 */
export function defaultDataFolder(name: string, from: string = process.cwd()): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, '.foyer', name)
    if (existsSync(candidate)) return candidate
    if (dirname(folder) === folder) return join(from, '.foyer', name)
  }
}
