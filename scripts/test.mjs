#!/usr/bin/env node
// `npm test`: types and lint; Vitest's unit tests with the docs site's build beside them; then Vitest's chain
// and services tests with the browser tests (Playwright, Debian Chromium) beside them.
// Ends with each stage's wall time, then one line 'N passed, N failed' summing every runner, and a non-zero
// exit if anything failed.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleMachineBusy } from './machineBusy.mjs'
import { stageCpu } from './stageCpu.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, '.foyer', 'test-results')
mkdirSync(out, { recursive: true })
const bin = (name) => join(root, 'node_modules', '.bin', name)
/**
 * Every stage's process group still running: each stage starts in a group of its own (`detached`), so a stop
 * reaches everything it started — the native `tsc` under its Node wrapper, three browsers, a devnet, a docs
 * build. Stopped by a signal (Ctrl-C, CI's own stop, `kill <pid>`), `npm test` passes it on to each group
 * before it exits: a stage left running would go on beside whatever runs next on the machine (issue 38).
 */
const running = new Set()
const track = (child) => {
  running.add(child)
  child.on('close', () => running.delete(child))
  return child
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    for (const child of running)
      try {
        process.kill(-child.pid, signal)
      } catch {
        // The group has ended meanwhile.
      }
    console.error(`\nfoyer: stopped by ${signal}; ${running.size} stage(s) told to stop`)
    process.exit(1)
  })
/**
 * Each stage's title, wall time and how busy the machine's cores were meanwhile, printed at the end
 * (bench/README.md, "In CI", records them).
 */
const times = []
const machine = sampleMachineBusy()
// Read in each stage's close handler, when its process has just been reaped (stageCpu.mjs), and handed to `took`.
const cpu = stageCpu()
const took = (title, started, ended, cpuSeconds) => {
  const seconds = (ended - started) / 1000
  times.push({ title, seconds, busy: machine.busyBetween(started, ended), cpuSeconds })
  return `${seconds.toFixed(1)} s`
}
// A foreground stage runs with an asynchronous spawn, never spawnSync: a blocked event loop would hear of a
// background stage's end only once the foreground one returned, and record that moment as its end (session
// 28's CI printed "docs site build: failed in 1780.2 s" for a build that had failed after ~3 min; issue 38).
const step = (title, command, args, env = {}) => {
  console.log(`\n── ${title}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = track(
      spawn(command, args, {
        detached: true,
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env },
      }),
    )
    const finish = (code) => {
      console.log(
        `── ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${took(title, started, Date.now(), cpu.since())}`,
      )
      resolve(code === 0)
    }
    child.on('error', () => finish(null))
    child.on('close', finish)
  })
}
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const suiteStarted = Date.now()
let passed = 0
let failed = 0
const gate = (ok) => (ok ? passed++ : failed++)

// Types and lint side by side (each leaves most of a core idle for part of its run); their output is kept
// and printed one after the other.
const besideEachOther = (title, command, args) => {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = track(
      spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true }),
    )
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`\n── ${title}`)
      process.stdout.write(Buffer.concat(output))
      console.log(
        `── ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${took(title, started, Date.now(), cpu.since())}`,
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

// Runs beside one another where a core would otherwise idle (issue 38): the docs site's build (VitePress,
// ~850 pages, mostly one core) beside Vitest; the browser tests beside Vitest's chain and services
// projects, which keep one file at a time each and mostly wait on the devnet. Every limit in the suites is
// a hang guard, not a budget (vitest.config.ts, e2e/README.md): session 23 tried this with 5 s waits and
// a dozen unit tests failed on a busy machine. A suite in the background writes to a log file, printed
// when done.
const inBackground = (name, command, args, env = {}) => {
  const log = join(out, `${name}.log`)
  const started = Date.now()
  const done = new Promise((resolve) => {
    // The child writes straight into the log's file: a pipe read here once filled and stalled the child
    // while Vitest ran with spawnSync, and two pipes ending one stream raced ('write after end' crashed a CI
    // run after every suite had passed).
    const logFd = openSync(log, 'w')
    const child = track(
      spawn(command, args, {
        detached: true,
        cwd: root,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, ...env },
      }),
    )
    let settled = false
    const finish = (ok) => {
      if (settled) return
      settled = true
      closeSync(logFd)
      // The stage's own end; its log is printed only once the foreground stages are done, often much later,
      // so a failure says so at once, with where its log is.
      const ended = Date.now()
      const cpuSeconds = cpu.since()
      if (!ok)
        console.log(
          `\n── ${name}: failed after ${((ended - started) / 1000).toFixed(1)} s (its log: ${log})`,
        )
      resolve({ ok, ended, cpuSeconds })
    }
    child.on('error', () => finish(false))
    child.on('close', (code) => finish(code === 0))
  })
  /** Waits for the child, prints its log (the tail only when it passed) and its time. */
  return async (title, tailWhenOk) => {
    const { ok, ended, cpuSeconds } = await done
    console.log(`\n── ${title}`)
    const output = (existsSync(log) ? readFileSync(log, 'utf8') : '(no log written)')
      .trimEnd()
      .split('\n')
    console.log((ok ? output.slice(-tailWhenOk) : output).join('\n'))
    console.log(
      `── ${title}: ${ok ? 'ok' : 'failed'} in ${took(title, started, ended, cpuSeconds)} (${log})`,
    )
    return ok
  }
}

const docsDone = inBackground('docs-build', process.execPath, [
  join(root, 'scripts', 'docs.mjs'),
  'build',
])

/** Runs the given Vitest projects in the foreground and counts their tests (a crash counts as a failure). */
const vitestProjects = async (title, name, projects) => {
  const json = join(out, `${name}.json`)
  const ok = await step(title, bin('vitest'), [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ])
  const vitest = readJson(json)
  if (vitest) {
    passed += vitest.numPassedTests
    failed += vitest.numFailedTests + (ok || vitest.numFailedTests ? 0 : 1)
  } else failed++
}

// Both cores: Vitest's unit project and its files that need a page (unit-dom), two files at a time.
await vitestProjects('unit tests (vitest)', 'vitest-unit', ['unit', 'unit-dom'])

// Playwright's three lanes (e2e/playwright.config.ts) start with the chain and services projects.
const playwrightJson = join(out, 'playwright.json')
const browserDone = inBackground(
  'playwright',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
)
await vitestProjects('chain and services tests (vitest)', 'vitest-chain-services', [
  'chain',
  'services',
])

gate(await docsDone('docs site build (beside Vitest)', 3))

const playwrightOk = await browserDone(
  'browser tests (playwright, beside Vitest’s chain and services)',
  12,
)
const playwright = readJson(playwrightJson)
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected + (playwrightOk || playwright.stats.unexpected ? 0 : 1)
} else failed++

console.log(
  '\n── wall time per stage (each from its own start; background stages overlap the others), how busy',
)
console.log(
  '   the machine’s cores were meanwhile (all of its work, not only the stage’s) and the stage’s own CPU',
)
const busyText = (busy) =>
  busy === undefined ? '' : `  ${`${Math.round(busy * 100)} % busy`.padStart(10)}`
const cpuText = (seconds) =>
  seconds === undefined ? '' : `  ${`${seconds.toFixed(0)} CPU s`.padStart(10)}`
for (const { title, seconds, busy, cpuSeconds } of times)
  console.log(
    `${seconds.toFixed(1).padStart(8)} s${busyText(busy)}${cpuText(cpuSeconds)}  ${title}`,
  )
console.log(
  `${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(8)} s${busyText(machine.busyBetween(suiteStarted, Date.now()))}${cpuText(cpu.total())}  in all`,
)
console.log(`\nfoyer: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
