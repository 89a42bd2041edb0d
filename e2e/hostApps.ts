// Host apps outside the workspace (e2e/hosts/*), installed from Foyer's packed tarballs and built the way a
// host builds them: what e2e/packages.spec.ts runs in a browser.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packedPackages } from '../scripts/packages/packPackages.js'

const HOSTS = fileURLToPath(new URL('./hosts', import.meta.url))
/**
 * Outside the repository on purpose: under it, Node's resolution would walk up to the workspace's
 * node_modules and hide a dependency the tarballs forgot to declare.
 */
export const HOSTS_DIR = join(tmpdir(), 'foyer-hosts')

/**
 * The packages packed (or their last pack, when made from the same inputs: CI's bundle budgets pack just
 * before) into HOSTS_DIR/tarballs under the version-less names the host apps depend on.
 */
export async function packForHosts(): Promise<Record<string, string>> {
  const tarballs = await packedPackages()
  const dir = join(HOSTS_DIR, 'tarballs')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, file] of Object.entries(tarballs))
    cpSync(file, join(dir, `${name.replace('@', '').replace('/', '-')}.tgz`))
  return tarballs
}

/**
 * Copies a host app next to the tarballs and installs it with npm from the registry (the npm cache makes a
 * second run quick); `node_modules` is kept between runs, the tarballs are re-extracted when they change.
 */
export async function installHost(name: 'vite' | 'next'): Promise<string> {
  const dir = join(HOSTS_DIR, name)
  mkdirSync(dir, { recursive: true })
  cpSync(join(HOSTS, name), dir, { recursive: true })
  // A tarball changes with every pack while its version does not: drop the lock's copy of Foyer.
  rmSync(join(dir, 'package-lock.json'), { force: true })
  for (const pkg of ['core', 'evm', 'react', 'embedded'])
    rmSync(join(dir, 'node_modules', '@foyer', pkg), { recursive: true, force: true })
  await run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  return dir
}

/**
 * The environment of a host's commands: this process's without what the test runner added. Vite's build of
 * the demo sets NODE_ENV=production here (npm would then skip devDependencies), and `npm run`'s own
 * `npm_*` settings would leak into the host's npm.
 */
function hostEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !/^npm_/i.test(key)),
  )
  return { ...clean, ...env }
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: hostEnv(env) })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output}`)),
    )
  })
}

/** Starts a long-running server in its own process group, so that stopping it stops its children too. */
export function startServer(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd,
    env: hostEnv(env),
    detached: true,
    stdio: 'ignore',
  })
  return {
    stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    },
  }
}

/** Waits until a URL answers 200, up to `ms`. */
export async function waitForUrl(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in ${ms} ms`)
}
