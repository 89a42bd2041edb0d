// Which entry of @foyer/core each name is on, and the imports that name the wrong one.
// `node --import tsx scripts/packages/entryOf.ts` lists misplaced imports; `… --fix` rewrites them, one
// statement per entry (then run `npx biome format --write` on the files it names). Used by the
// public-surface test (publicSurface.test.ts) and by whoever merges a branch written before the split.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../..', import.meta.url))

/** The reader entries of @foyer/core (docs/architecture.md, "Published packages: one entry per reader"). */
export const READER_ENTRIES = {
  '@foyer/core': 'packages/core/src/exports/index.ts',
  '@foyer/core/adapter': 'packages/core/src/exports/adapter.ts',
  '@foyer/core/internal': 'packages/core/src/exports/internal.ts',
} as const

export type ReaderEntry = keyof typeof READER_ENTRIES

/** The names an entry file re-exports (`export { a, type B } from`, `export * as ns from`), with their module. */
export function reExports(file: string): { name: string; module: string }[] {
  const text = readFileSync(file, 'utf8')
  const found: { name: string; module: string }[] = []
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g))
    for (const { exported } of specifiers(match[1] ?? ''))
      found.push({ name: exported, module: match[2] ?? '' })
  for (const match of text.matchAll(/export\s+\*\s+as\s+(\w+)\s+from\s*'([^']+)'/g))
    found.push({ name: match[1] ?? '', module: match[2] ?? '' })
  if (/export\s+\*\s+from/.test(text))
    throw new Error(`${file}: \`export *\` hides which names the entry has; name them`)
  return found
}

/** The names an entry file re-exports. */
export const exportedNames = (file: string) => reExports(file).map(({ name }) => name)

/** Each name on a reader entry → the entries it is on (one, when the split holds). */
export function entriesByName(repo = REPO): Map<string, ReaderEntry[]> {
  const byName = new Map<string, ReaderEntry[]>()
  for (const [entry, file] of Object.entries(READER_ENTRIES) as [ReaderEntry, string][])
    for (const name of exportedNames(join(repo, file)))
      byName.set(name, [...(byName.get(name) ?? []), entry])
  return byName
}

type Specifier = { text: string; exported: string; imported: string }

/** `a, type B, c as d` → each specifier with the name it has on the entry. */
function specifiers(list: string): Specifier[] {
  return list
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const bare = text.replace(/^type\s+/, '')
      const [imported = bare, exported = imported] = bare.split(/\s+as\s+/)
      return { text, imported, exported }
    })
}

export type MisplacedImport = { file: string; name: string; from: string; entry: ReaderEntry }

const STATEMENT =
  /(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'(@foyer\/core(?:\/adapter|\/internal)?)'\n?/g

/** Every workspace `.ts`/`.tsx` file, tests included, outside installed and built folders. */
function workspaceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (['node_modules', 'dist', '.foyer', '.git', '.vitepress', 'hosts'].includes(name)) return []
    if (statSync(path).isDirectory()) return workspaceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const ROOTS = [
  'packages',
  'services',
  'apps',
  'devnet',
  'e2e',
  'scripts',
  'site',
  'bench/src',
  'bench/apps',
]

/**
 * Imports from a reader entry of a name that entry does not export but another does. With `fix`, each
 * such statement becomes one statement per entry (its `type` modifiers kept) and the files are rewritten.
 */
export function misplacedImports(repo = REPO, { fix = false } = {}): MisplacedImport[] {
  const byName = entriesByName(repo)
  const found: MisplacedImport[] = []
  for (const path of ROOTS.flatMap((root) => workspaceFiles(join(repo, root)))) {
    const file = relative(repo, path)
    const text = readFileSync(path, 'utf8')
    const rewritten = text.replace(STATEMENT, (statement, keyword, typeOnly, list, from) => {
      const groups = new Map<string, string[]>()
      for (const specifier of specifiers(list)) {
        const entries = byName.get(specifier.imported) ?? []
        const entry = entries.includes(from) || entries.length !== 1 ? from : (entries[0] as string)
        if (entry !== from)
          found.push({ file, name: specifier.imported, from, entry: entry as ReaderEntry })
        groups.set(entry, [...(groups.get(entry) ?? []), specifier.text])
      }
      if (groups.size === 1 && groups.has(from)) return statement
      const end = statement.endsWith('\n') ? '\n' : ''
      return [...groups]
        .map(
          ([entry, names]) => `${keyword}${typeOnly ?? ''} { ${names.join(', ')} } from '${entry}'`,
        )
        .join('\n')
        .concat(end)
    })
    if (fix && rewritten !== text) writeFileSync(path, rewritten)
  }
  return found
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fix = process.argv.includes('--fix')
  const found = misplacedImports(REPO, { fix })
  for (const { file, name, from, entry } of found)
    console.log(`${file}: ${name} is on ${entry}, not ${from}`)
  const files = [...new Set(found.map((item) => item.file))]
  console.log(
    found.length === 0
      ? 'every import names the entry its names are on'
      : fix
        ? `rewrote ${found.length} imports in ${files.length} files; now: npx biome check --write ${files.join(' ')}`
        : `${found.length} misplaced imports in ${files.length} files (--fix rewrites them)`,
  )
  if (found.length && !fix) process.exitCode = 1
}
