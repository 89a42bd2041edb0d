// `npm run packages:pack`: builds every published package and packs it as npm would publish it.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPackages } from './buildPackages.js'
import { packInputsHash } from './packInputs.js'
import { PUBLISHABLE, packageDir, ROOT, readManifest } from './publishable.js'
import { publishedManifest } from './publishedManifest.js'

export const TARBALLS = join(ROOT, '.foyer', 'tarballs')
/** Where each package is laid out as published before `npm pack` (API reports read it too). */
export const STAGE = join(ROOT, '.foyer', 'pack')
/** What the last pack was made from and what it gave: { inputs: packInputsHash(), tarballs }. */
const PACKED_FROM = join(TARBALLS, 'packed-from.json')

/**
 * Packs each package from a staging folder holding the published manifest, so the tarball is exactly what
 * `npm publish` would upload from it. Returns the tarball of each package name.
 */
export async function packPackages(): Promise<Record<string, string>> {
  const inputs = packInputsHash()
  await buildPackages()
  rmSync(TARBALLS, { recursive: true, force: true })
  mkdirSync(TARBALLS, { recursive: true })
  const tarballs: Record<string, string> = {}
  for (const folder of PUBLISHABLE) {
    const source = packageDir(folder)
    const manifest = readManifest(folder)
    const stage = join(STAGE, folder)
    rmSync(stage, { recursive: true, force: true })
    mkdirSync(stage, { recursive: true })
    cpSync(join(source, 'dist'), join(stage, 'dist'), { recursive: true })
    cpSync(join(source, 'src'), join(stage, 'src'), { recursive: true })
    for (const file of ['README.md', 'LICENSE']) {
      const from = existsSync(join(source, file)) ? join(source, file) : join(ROOT, file)
      if (existsSync(from)) cpSync(from, join(stage, file))
    }
    writeFileSync(
      join(stage, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
    )
    const run = spawnSync('npm', ['pack', '--json', '--pack-destination', TARBALLS], {
      cwd: stage,
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`npm pack failed for ${manifest.name}:\n${run.stderr}`)
    const [packed] = JSON.parse(run.stdout) as { filename: string }[]
    if (!packed) throw new Error(`npm pack gave no file for ${manifest.name}`)
    tarballs[manifest.name] = join(TARBALLS, packed.filename)
  }
  writeFileSync(PACKED_FROM, `${JSON.stringify({ inputs, tarballs }, null, 2)}\n`)
  return tarballs
}

/**
 * The tarballs (and the staged packages beside them) of the last pack when it was made from exactly the
 * inputs there are now (packInputs.ts), else a new pack. CI's bundle budgets pack first; `npm test`'s
 * packages.spec.ts then checks those same tarballs instead of building and packing them again.
 */
export async function packedPackages(): Promise<Record<string, string>> {
  const last = existsSync(PACKED_FROM)
    ? (JSON.parse(readFileSync(PACKED_FROM, 'utf8')) as {
        inputs: string
        tarballs: Record<string, string>
      })
    : undefined
  const complete =
    last &&
    Object.keys(last.tarballs).length === PUBLISHABLE.length &&
    Object.values(last.tarballs).every((file) => existsSync(file)) &&
    PUBLISHABLE.every((folder) => existsSync(join(STAGE, folder, 'package.json')))
  if (last && complete && last.inputs === packInputsHash()) return last.tarballs
  return packPackages()
}
