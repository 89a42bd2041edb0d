#!/usr/bin/env node
// Installs the benchmark's npm dependencies before a run, using nothing but Node itself: `npm ci` in
// bench/ and in every app that has its own package.json (RainbowKit needs wagmi 2), whenever
// node_modules is missing or older than package-lock.json. bench/ is its own npm project, outside the
// root workspaces, so the kits it compares against never enter Foyer's own dependency tree.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bench = join(dirname(fileURLToPath(import.meta.url)), '..')
const projects = [bench, join(bench, 'apps', 'rainbowkit')]

function needsInstall(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) return true
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs
}

for (const dir of projects) {
  if (!needsInstall(dir)) continue
  console.log(`[bench setup] npm ci in ${dir}…`)
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
}

if (!existsSync('/usr/bin/chromium'))
  console.warn(
    "[bench setup] /usr/bin/chromium is missing: the latency benchmark needs Debian's Chromium (apt-get install chromium).",
  )
