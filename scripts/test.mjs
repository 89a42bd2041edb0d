#!/usr/bin/env node
// `npm test`: types, lint, unit + chain tests (Vitest) with the docs site's build beside them, browser tests
// (Playwright, Debian Chromium).
// Ends with one line 'N passed, N failed' summing every runner, and a non-zero exit if anything failed.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, '.foyer', 'test-results')
mkdirSync(out, { recursive: true })
const bin = (name) => join(root, 'node_modules', '.bin', name)
const step = (title, command, args, env = {}) => {
  console.log(`\n── ${title}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  console.log(
    `── ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return status === 0
}
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

let passed = 0
let failed = 0
const gate = (ok) => (ok ? passed++ : failed++)

// Types and lint side by side (each leaves most of a core idle for part of its run); their output is kept
// and printed one after the other.
const besideEachOther = (title, command, args) => {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`\n── ${title}`)
      process.stdout.write(Buffer.concat(output))
      console.log(
        `── ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
      resolve(code === 0)
    })
  })
}
for (const ok of await Promise.all([
  besideEachOther('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  besideEachOther('lint (biome)', bin('biome'), ['ci', '.']),
]))
  gate(ok)

// The docs site's build (VitePress, ~850 pages, mostly one core) runs beside Vitest, whose chain and
// services projects keep one worker each and leave the other core idle for most of their run. The browser
// tests beside Vitest too were tried (session 23): on a machine busy with other work, a dozen unit tests
// that wait with short limits (waitFor's 5 s, a timing check in debugLog) failed; they run after it until
// those limits are hang guards too. A suite in the background writes to a log file, printed when done.
const inBackground = (name, command, args) => {
  const log = join(out, `${name}.log`)
  const started = Date.now()
  const done = new Promise((resolve) => {
    // The child writes straight into the log's file: Vitest runs with spawnSync, which blocks this
    // process's event loop, so a pipe read here would fill and stall the child (and two pipes ending one
    // stream raced: 'write after end' crashed a CI run after every suite had passed).
    const logFd = openSync(log, 'w')
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', logFd, logFd],
    })
    let settled = false
    const finish = (ok) => {
      if (settled) return
      settled = true
      closeSync(logFd)
      resolve(ok)
    }
    child.on('error', () => finish(false))
    child.on('close', (code) => finish(code === 0))
  })
  /** Waits for the child, prints its log (the tail only when it passed) and its time. */
  return async (title, tailWhenOk) => {
    const ok = await done
    console.log(`\n── ${title}`)
    const output = (existsSync(log) ? readFileSync(log, 'utf8') : '(no log written)')
      .trimEnd()
      .split('\n')
    console.log((ok ? output.slice(-tailWhenOk) : output).join('\n'))
    console.log(
      `── ${title}: ${ok ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s (${log})`,
    )
    return ok
  }
}

const docsDone = inBackground('docs-build', process.execPath, [
  join(root, 'scripts', 'docs.mjs'),
  'build',
])

const vitestJson = join(out, 'vitest.json')
const vitestOk = step('unit and chain tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
const vitest = readJson(vitestJson)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1)
} else failed++

gate(await docsDone('docs site build (beside Vitest)', 3))

const playwrightJson = join(out, 'playwright.json')
const playwrightOk = step(
  'browser tests (playwright)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
)
const playwright = readJson(playwrightJson)
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected + (playwrightOk || playwright.stats.unexpected ? 0 : 1)
} else failed++

console.log(`\nfoyer: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
