// The packages Foyer publishes, in dependency order, and what their manifests say.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Folder names under packages/, each depending only on the ones before it. */
export const PUBLISHABLE = ['core', 'embedded', 'evm', 'solana', 'react', 'appkit'] as const

export type PackageManifest = {
  name: string
  version: string
  description?: string
  license?: string
  type?: string
  sideEffects?: boolean | string[]
  exports: Record<string, { types: string; default: string }>
  files?: string[]
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  devDependencies?: Record<string, string>
  private?: boolean
  [key: string]: unknown
}

export const packageDir = (folder: string) => join(ROOT, 'packages', folder)

export function readManifest(folder: string): PackageManifest {
  return JSON.parse(
    readFileSync(join(packageDir(folder), 'package.json'), 'utf8'),
  ) as PackageManifest
}

/** The entries of a package: export path → its source file (`./src/exports/x.ts`) and built name (`exports/x`). */
export function entriesOf(
  manifest: PackageManifest,
): { path: string; source: string; name: string }[] {
  return Object.entries(manifest.exports).map(([path, target]) => {
    const source = target.default
    const match = /^\.\/src\/(.+)\.tsx?$/.exec(source)
    if (!match?.[1])
      throw new Error(`${manifest.name}: export ${path} is not a source file: ${source}`)
    return { path, source, name: match[1] }
  })
}
