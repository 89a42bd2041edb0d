#!/usr/bin/env node
// Bootstraps a fresh machine before `npm start` / `npm test`, using nothing but Node itself:
// - installs the npm dependencies when node_modules is missing or older than package-lock.json;
// - with --test, installs Debian's Chromium and PostgreSQL server when they are missing, and bench/'s own
//   npm dependencies (`npm ci`, when bench/node_modules is missing or older than its lock): the AppKit
//   sample's migration test type-checks against the real AppKit installed there
//   (packages/appkit/src/migration.test.ts), so `npm test` from a fresh clone runs it too;
// - with --chromium, Chromium only (the benchmarks, bench/scripts/setup.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' })

/**
 * node_modules is missing or older than package-lock.json (npm writes node_modules/.package-lock.json). A
 * worktree whose node_modules links into another checkout's never installs: its checked-out lock is always
 * newer than the other checkout's marker, and an install would write through the links into that checkout.
 */
function needsInstall(dir = root) {
  const modules = join(dir, 'node_modules')
  const marker = join(modules, '.package-lock.json')
  if (linked(modules) || linked(marker)) {
    console.log(`[setup] ${modules} links into another checkout: not installing there`)
    return false
  }
  if (!existsSync(marker)) return true
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs
}

function linked(path) {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

if (needsInstall()) {
  // `npm install`, not `npm ci`: both keep the lock's versions, but this registry lacks some packages'
  // other-platform binaries (e.g. Biome's), which the lock cannot list and `npm ci` then refuses.
  console.log('[setup] installing npm dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

// With --test: what the test suites need from Debian, installed when missing: Chromium for the browser
// tests (never a downloaded browser build) and a PostgreSQL server for the storage tests.
const CHROMIUM = '/usr/bin/chromium'
const hasPostgres = () => {
  const root = '/usr/lib/postgresql'
  return (
    existsSync(root) &&
    readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'postgres')))
  )
}
const test = process.argv.includes('--test')
if (test || process.argv.includes('--chromium')) {
  const missing = [
    !existsSync(CHROMIUM) && 'chromium',
    test && !hasPostgres() && 'postgresql',
  ].filter(Boolean)
  if (missing.length) {
    console.log(`[setup] installing Debian packages for the tests: ${missing.join(', ')}…`)
    const apt = (...args) =>
      process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
    apt('update')
    apt('install', '-y', '--no-install-recommends', ...missing)
    if (!existsSync(CHROMIUM) || (test && !hasPostgres()))
      throw new Error('Chromium or PostgreSQL did not install')
  }
}

// bench/ is its own npm project (outside the root workspaces, so AppKit never enters Foyer's tree); `npm ci`
// there, as bench/scripts/setup.mjs does, ~30 s from a fresh clone and nothing when it is installed.
const bench = join(root, 'bench')
if (test && needsInstall(bench)) {
  console.log(
    '[setup] npm ci in bench/ (the AppKit migration test type-checks against AppKit there)…',
  )
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' })
}
