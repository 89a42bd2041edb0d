// Every entry point of every workspace package, as the import graph (importGraph.ts) resolves them: read
// from the root's `workspaces` and each package's `exports`, so a package or subpath added later is in the
// cycle check and the production checks without anyone remembering to list it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path/posix'

type ExportTarget = string | { types?: string; default?: string; import?: string } | null

/** `{ '@foyer/core': 'packages/core/src/exports/index.ts', '@foyer/core/api': …, … }`, paths from the repo root. */
export function workspaceEntries(repo: string): Record<string, string> {
  const root = readJson<{ workspaces: string[] }>(join(repo, 'package.json'))
  const entries: Record<string, string> = {}
  for (const folder of root.workspaces) {
    const manifest = readJson<{ name: string; exports?: Record<string, ExportTarget> }>(
      join(repo, folder, 'package.json'),
    )
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target?.default ?? target?.import)
      if (!file || !/\.tsx?$/.test(file)) continue
      entries[join(manifest.name, subpath)] = join(folder, file)
    }
  }
  return entries
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}
