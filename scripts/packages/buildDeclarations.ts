// Emits every published package's type declarations in one TypeScript run and moves them into each dist/.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { PUBLISHABLE, packageDir, ROOT } from './publishable.js'

const OUT = join(ROOT, '.foyer', 'packages-dts')
const CONFIG = join(ROOT, 'scripts', 'packages', 'tsconfig.dts.json')

/**
 * One `tsc` run over all packages (TypeScript 7 emits declarations fast; one program resolves the
 * packages' imports of each other as `@foyer/…`, which is what a host resolves too). Declaration maps are
 * rewritten for their new folder so "go to definition" lands in the shipped `src/`.
 */
export function buildDeclarations(): void {
  rmSync(OUT, { recursive: true, force: true })
  const tsc = join(ROOT, 'node_modules', '.bin', 'tsc')
  const run = spawnSync(tsc, ['-p', CONFIG], { cwd: ROOT, stdio: 'inherit' })
  if (run.status !== 0) throw new Error(`tsc could not emit the declarations (exit ${run.status})`)
  for (const folder of PUBLISHABLE) {
    const from = join(OUT, folder, 'src')
    const to = join(packageDir(folder), 'dist')
    for (const file of walk(from)) {
      const target = join(to, relative(from, file))
      if (file.endsWith('.d.ts.map')) writeFileSync(target, movedMap(file, target))
      else cpSync(file, target)
      assertNoCrossPackagePath(target)
    }
  }
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else yield path
  }
}

/** A declaration map whose `sources` point at the same source files from the map's new place. */
function movedMap(from: string, to: string): string {
  const map = JSON.parse(readFileSync(from, 'utf8')) as { sources: string[] }
  map.sources = map.sources.map((source) => relative(dirname(to), resolve(dirname(from), source)))
  return JSON.stringify(map)
}

/** A declaration that reaches into another package's folder would break once packed: refuse it. */
function assertNoCrossPackagePath(file: string): void {
  if (!file.endsWith('.d.ts')) return
  const text = readFileSync(file, 'utf8')
  const outsideImport = /(?:from\s+|import\()["'](\.\.\/(?:\.\.\/)+[^"']*)["']/g
  for (const match of text.matchAll(outsideImport)) {
    const target = resolve(dirname(file), match[1] ?? '')
    const home = file.slice(0, file.indexOf('/dist/') + 1)
    if (!target.startsWith(home))
      throw new Error(`${relative(ROOT, file)} imports ${match[1]}, outside its package`)
  }
}
