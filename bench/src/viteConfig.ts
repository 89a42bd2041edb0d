// One Vite configuration for every app, so the only difference between builds is the host code.
import { createHash } from 'node:crypto'
import { join, relative } from 'node:path'
import react from '@vitejs/plugin-react'
import type { InlineConfig, Plugin } from 'vite'
import { type AppSpec, appDir, BENCH_DIR } from './apps.js'

// One copy of each shared library, resolved from the app's root: bench/node_modules, or the app's own
// node_modules when it has its own package.json (RainbowKit on wagmi 2).
const DEDUPE = ['react', 'react-dom', 'viem', '@wagmi/core', 'wagmi', '@tanstack/react-query']
// Foyer's packages (unpacked into bench/node_modules from their tarballs by scripts/setup.mjs) resolve
// their dependencies from bench/ too where bench pins them, not from the root workspace.
const FOYER_DEDUPE = ['@tanstack/query-core', 'valibot', 'zustand']

// Packages Foyer pins at another version than bench/node_modules holds (AppKit brings its own): a host that
// installs Foyer gets Foyer's pin, so Foyer's apps resolve them from the root workspace, where that pin is
// installed. WalletConnect: AppKit hoists universal-provider 2.23.7 into bench/node_modules, Foyer pins
// 2.21.8 (the last Apache-2.0 release); the newer one's CommonJS modules also split rolldown's runtime
// helpers into a second eager file of Foyer's page.
const FOYER_PINNED = ['@walletconnect/universal-provider']
const foyerPinned = () =>
  Object.fromEntries(
    FOYER_PINNED.map((name) => [name, join(BENCH_DIR, '..', 'node_modules', name)]),
  )

/** Where the module report goes, next to Vite's manifest. */
export const MODULES_FILE = '.vite/modules.json'

/** One chunk of the module report: which modules it holds, with their rendered size and a hash. */
export type ChunkReport = {
  fileName: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  modules: Record<string, { length: number; sha1: string }>
}

// Installed modules are keyed from their first node_modules/ on, so the same package file counts as the
// same module whether it came from bench/node_modules or an app's own node_modules.
const moduleKey = (id: string) => {
  const at = id.indexOf('node_modules/')
  return at < 0 ? id : id.slice(at)
}

/**
 * Writes `.vite/modules.json`: every chunk's modules (ids relative to the repository) with a hash of their
 * rendered code, so two builds can be compared module by module (the host's own code aside).
 */
function moduleReport(): Plugin {
  const repo = join(BENCH_DIR, '..')
  return {
    name: 'foyer-bench-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: ChunkReport['modules'] = {}
        for (const [id, module] of Object.entries(output.modules)) {
          const sha1 = createHash('sha1')
            .update(module.code ?? '')
            .digest('hex')
          modules[moduleKey(relative(repo, id.replace(/^\0/, '')))] = {
            length: module.renderedLength,
            sha1,
          }
        }
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        })
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(chunks) })
    },
  }
}

/** The build configuration of one app. */
export function viteConfig(app: AppSpec): InlineConfig {
  return {
    configFile: false,
    root: appDir(app),
    base: './',
    logLevel: 'warn',
    plugins: [react(), moduleReport()],
    resolve: {
      dedupe: app.foyer ? [...DEDUPE, ...FOYER_DEDUPE] : DEDUPE,
      alias: app.foyer ? foyerPinned() : {},
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      reportCompressedSize: false,
      // Every figure is about JavaScript the browser fetches; big chunks are what is being measured.
      chunkSizeWarningLimit: 100_000,
      rolldownOptions: {
        onwarn(warning, warn) {
          // viem's `ox` imports node:worker_threads in a Node-only path; every app has it, it is noise here.
          if (warning.message.includes('node:worker_threads')) return
          warn(warning)
        },
      },
    },
  }
}
