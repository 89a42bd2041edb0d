import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Test code: test and spec files, the `_test/` helpers and the browser tests' own helpers. */
const testCode = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /(\.test\.tsx?|\.spec\.ts|\/_test\/.*\.tsx?|^e2e\/.*\.ts)$/.test(path))
  // This file names the patterns it looks for.
  .filter((path) => path !== 'scripts/fixedWaits.test.ts')

/** A wait for a number of milliseconds: Playwright's `waitForTimeout(n)` or a promise on `setTimeout(r, n)`. */
const FIXED_WAIT = /waitForTimeout\(|setTimeout\(\s*\w+\s*,\s*[1-9][\d_]*\s*\)/g

/**
 * The fixed waits the suite has, each with why a time is right there (docs/architecture.md, "Rules and what
 * enforces them": a test waits for a state or an event, never for a time). No pattern tells a sleep from a
 * poll's pause or from a wait that proves something does *not* happen, so each is listed by hand: a new one
 * fails this test until it is added here with its reason — or, better, replaced by a wait on a state.
 */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'e2e/connect.spec.ts': {
    count: 2,
    why: 'proves that nothing happens: no modal chunk before the press, no opening before the mouse is up',
  },
  'e2e/swap.spec.ts': {
    count: 1,
    why: 'proves that a closed modal asks no new quote for longer than the 10 s refresh (SPEC §9)',
  },
  'e2e/emailLogin.ts': { count: 1, why: 'the pause between two reads of the mail sink (a poll)' },
  'e2e/hostApps.ts': { count: 1, why: 'the pause between two requests to a starting app (a poll)' },
  'e2e/views.shots.ts': {
    count: 1,
    why: 'screenshots, not a test: lets transitions end so the picture is what a visitor sees',
  },
  'packages/embedded/src/frame/channel.test.ts': {
    count: 2,
    why: 'proves that refused messages get no answer and call no handler',
  },
  'packages/react/src/modal/connect/Connect.test.tsx': {
    count: 2,
    why: 'the search’s results change no sooner than 300 ms after typing (SPEC §9); the waits pass it',
  },
  'packages/appkit/src/_test/memoryAppKit.tsx': {
    count: 2,
    why: 'step() and waitFor(): act() around a pause that lets promises and timers run; waitFor polls',
  },
  'packages/react/src/_test/render.tsx': {
    count: 2,
    why: 'step() and waitFor(): act() around a pause that lets promises and timers run; waitFor polls',
  },
  'services/api/src/_test/postgresServer.ts': {
    count: 1,
    why: 'the pause between two connection attempts to a starting server (a poll)',
  },
  'services/api/src/indexer/indexer.test.ts': {
    count: 1,
    why: 'the pause between two reads while the background indexer catches up (a poll with a hang guard)',
  },
  'services/server/src/cli/stopOnSignals.test.ts': {
    count: 1,
    why: 'a stop step that takes a while, so that the test sees the next step wait for it',
  },
}

test('every fixed wait in test code is one of the listed ones, with its reason', () => {
  const found: Record<string, number> = {}
  for (const path of testCode) {
    const count = readFileSync(resolve(repo, path), 'utf8').match(FIXED_WAIT)?.length ?? 0
    if (count > 0) found[path] = count
  }
  const allowed = Object.fromEntries(
    Object.entries(ALLOWED).map(([path, { count }]) => [path, count]),
  )
  expect(found).toEqual(allowed)
})
