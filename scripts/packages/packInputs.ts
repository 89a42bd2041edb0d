// What a pack is made from, as one hash: a pack of the same inputs gives the same tarballs, so a run that
// finds them already packed from these inputs may use them (issue 38: CI's bundle budgets pack the packages,
// then `npm test`'s packages.spec.ts packed them again, minutes apart, from the same checkout).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PUBLISHABLE, ROOT } from './publishable.js'

/** A package's top-level folders that are outputs or reports, never inputs of its build (src/api is one). */
const NOT_INPUTS = new Set(['dist', 'node_modules', 'api'])

/**
 * A SHA-256 over every file a pack reads: each published package's sources and manifest, the build scripts
 * (scripts/packages), the root's manifest, lock file and TypeScript settings, the licence, and Node's
 * version. Paths are part of the hash, so a renamed or deleted file changes it too.
 */
export function packInputsHash(root = ROOT): string {
  const hash = createHash('sha256')
  const files = [
    ...PUBLISHABLE.flatMap((folder) => {
      const dir = join(root, 'packages', folder)
      return readdirSync(dir)
        .filter((name) => !NOT_INPUTS.has(name))
        .flatMap((name) => filesUnder(join(dir, name)))
    }),
    ...filesUnder(join(root, 'scripts', 'packages')),
    ...['package.json', 'package-lock.json', 'tsconfig.json', 'LICENSE'].map((name) =>
      join(root, name),
    ),
  ]
  hash.update(`node ${process.version}\n`)
  for (const file of files.sort()) {
    hash.update(`${relative(root, file)}\n`)
    hash.update(existsSync(file) ? readFileSync(file) : '(missing)')
    hash.update('\n')
  }
  return hash.digest('hex')
}

/** `path` when it is a file, else every file under it. */
function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
}
