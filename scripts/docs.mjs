#!/usr/bin/env node
// Foyer's documentation site (site/, VitePress), using nothing but Node itself to start:
//   node scripts/docs.mjs          serve it on http://127.0.0.1:5180/ (FOYER_DOCS_PORT), reloading on edits
//   node scripts/docs.mjs build    build it into site/.vitepress/dist; exits non-zero on any failure
//                                  (a TypeScript error TypeDoc meets, a public export without a page, a dead link)
// Each run installs what is missing — the root's npm dependencies (scripts/setup.mjs) and site/'s own
// (`npm ci` when site/node_modules is missing or older than site/package-lock.json; site/ is its own npm
// project, outside the root workspaces, like bench/) — then generates the reference afresh: TypeDoc's API
// pages from the packages' types (site/reference/api/) and the tables of site/generate
// (site/reference/generated/), both git-ignored.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const site = join(root, 'site')
const build = process.argv[2] === 'build'
const port = Number(process.env.FOYER_DOCS_PORT ?? 5180)

function run(command, args, cwd = root) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`[docs] failed: ${command} ${args.join(' ')}`)
    process.exit(result.status ?? 1)
  }
  return Date.now() - started
}

// A node_modules that links into another checkout's is that checkout's to install (an install here would
// write through the link), as in scripts/setup.mjs.
function needsInstall(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json')
  if (lstatSync(join(dir, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink())
    return false
  if (!existsSync(marker)) return true
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs
}

const started = Date.now()
run(process.execPath, [join(root, 'scripts', 'setup.mjs')])
if (needsInstall(site)) {
  console.log('[docs] npm ci in site/…')
  run('npm', ['ci', '--no-audit', '--no-fund'], site)
}

// TypeDoc (its own TypeScript 5 in site/: the root's TypeScript 7 has no compiler API) → Markdown pages.
rmSync(join(site, 'reference', 'api'), { recursive: true, force: true })
const typedoc = run(
  process.execPath,
  [join(site, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--options', 'typedoc/typedoc.json'],
  site,
)
console.log(`[docs] API reference generated in ${(typedoc / 1000).toFixed(1)} s`)
// The Options, Errors, Events, Hooks, Actions and environment tables; checks the API reference's coverage.
run(process.execPath, ['--import', 'tsx', join(site, 'generate', 'main.ts'), '--check-api'])

const vitepress = join(site, 'node_modules', 'vitepress', 'bin', 'vitepress.js')
if (build) {
  const took = run(process.execPath, [vitepress, 'build', site])
  console.log(
    `[docs] built site/.vitepress/dist in ${(took / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s in all)`,
  )
} else {
  console.log(`[docs] serving the documentation on http://127.0.0.1:${port}/ (Ctrl-C stops it)`)
  const child = spawn(
    process.execPath,
    [vitepress, 'dev', site, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'inherit' },
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}
