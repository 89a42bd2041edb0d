// The package.json a package is published with: the workspace manifest, pointed at the built files.
import { entriesOf, type PackageManifest } from './publishable.js'

/**
 * In the workspace a package's `exports` point at its TypeScript sources (tests, the demo and the bench
 * run on them without a build step). The published manifest points the same entries at `dist/`, `types`
 * first, and ships `src/` beside it for the source maps; development-only fields go.
 */
export function publishedManifest(manifest: PackageManifest): PackageManifest {
  const entries = entriesOf(manifest)
  const exports: Record<string, unknown> = {}
  for (const { path, name } of entries)
    exports[path] = { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` }
  exports['./package.json'] = './package.json'
  const main = entries.find((entry) => entry.path === '.')
  const { devDependencies: _dev, files: _files, exports: _source, ...rest } = manifest
  return {
    ...rest,
    ...(main ? { main: `./dist/${main.name}.js`, types: `./dist/${main.name}.d.ts` } : {}),
    exports: exports as PackageManifest['exports'],
    files: ['dist', 'src', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/_test'],
  }
}
