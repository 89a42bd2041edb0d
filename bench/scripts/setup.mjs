#!/usr/bin/env node
// Installs what the benchmark needs before a run, using nothing but Node itself:
// - the root workspace's npm dependencies, with the root's own setup script (installed when
//   node_modules is missing or older than package-lock.json);
// - Foyer's packages as a host gets them: packed into tarballs (`npm run packages -- pack` at the root)
//   and unpacked into bench/node_modules/@foyer/, as npm installs a tarball; the dependencies bench/ does
//   not pin (e.g. uqr) resolve from the root's node_modules, one folder further up;
// - `npm ci` in bench/ and in every app that has its own package.json (RainbowKit needs wagmi 2), whenever
//   node_modules is missing or older than package-lock.json. bench/ is its own npm project, outside the
//   root workspaces, so the kits it compares against never enter Foyer's own dependency tree;
// - Debian's Chromium when it is missing (the latency benchmark and `bench:bundle -- --check` load pages).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bench = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(bench, '..')
execFileSync(process.execPath, [join(root, 'scripts', 'setup.mjs'), '--chromium'], {
  cwd: root,
  stdio: 'inherit',
})

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

// Every run packs afresh (~15 s): the bytes measured are those of the packages as they are now.
console.log("[bench setup] packing Foyer's packages…")
execFileSync('npm', ['run', '--silent', 'packages', '--', 'pack'], { cwd: root, stdio: 'inherit' })
const tarballs = join(root, '.foyer', 'tarballs')
const scope = join(bench, 'node_modules', '@foyer')
rmSync(scope, { recursive: true, force: true })
for (const file of readdirSync(tarballs).filter((name) => name.endsWith('.tgz'))) {
  const folder = join(scope, file.replace(/^foyer-/, '').replace(/-\d+\.\d+\.\d+.*\.tgz$/, ''))
  mkdirSync(folder, { recursive: true })
  execFileSync('tar', ['-xzf', join(tarballs, file), '-C', folder, '--strip-components=1'])
}
