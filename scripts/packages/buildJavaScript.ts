// Builds one package's JavaScript: ES modules that keep the source's module structure, with source maps.
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { entriesOf, type PackageManifest, packageDir } from './publishable.js'

// Modules whose hooks and components a Next.js server component may import: they must be client modules.
const CLIENT_PACKAGES = new Set(['@foyer/react'])

/**
 * Every module of the package becomes its own file (`preserveModules`), so a host's bundler sees the same
 * graph as from source: its tree-shaking and the modal's lazy `import()` chunks stay as they are, and the
 * bytes a host ships are the bytes the bench measures from source.
 */
export async function buildJavaScript(folder: string, manifest: PackageManifest): Promise<void> {
  const dir = packageDir(folder)
  const externals = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]
  const isExternal = (id: string) =>
    id.startsWith('node:') ||
    builtinModules.includes(id) ||
    externals.some((name) => id === name || id.startsWith(`${name}/`))
  const entry = Object.fromEntries(
    entriesOf(manifest).map(({ name, source }) => [name, join(dir, source)]),
  )
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    // JSX with React's automatic runtime, for every package that renders React.
    plugins: manifest.peerDependencies?.react ? [react()] : [],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: join(dir, 'src'),
          entryFileNames: '[name].js',
          ...(CLIENT_PACKAGES.has(manifest.name) ? { banner: "'use client';" } : {}),
        },
      },
    },
  })
}
