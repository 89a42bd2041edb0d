#!/usr/bin/env node
// Bootstraps a fresh machine before `npm start` / `npm test`, using nothing but Node itself:
// - installs the npm dependencies when node_modules is missing or older than package-lock.json;
// - with --browser, installs Debian's Chromium when it is missing (never a downloaded browser build).
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' })

function needsInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) return true
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs
}

if (needsInstall()) {
  // `npm install`, not `npm ci`: both keep the lock's versions, but this registry lacks some packages'
  // other-platform binaries (e.g. Biome's), which the lock cannot list and `npm ci` then refuses.
  console.log('[setup] installing npm dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

export const CHROMIUM = '/usr/bin/chromium'
if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  console.log("[setup] installing Debian's Chromium for the browser tests…")
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...args) =>
    asRoot.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args)
  apt('update')
  apt('install', '-y', '--no-install-recommends', 'chromium')
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium did not install at ${CHROMIUM}`)
}
