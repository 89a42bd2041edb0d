import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { domTestFiles } from './scripts/vitestDomFiles.js'

// Tests live beside the code (x.test.ts / x.test.tsx). Four projects:
// - unit: pure logic, no chain (fast, runs first), and unit-dom beside it: its files that need a page;
// - chain: integration tests against the real devnet that the global setup starts on free ports;
// - services: the services against the devnet, on PGlite and on a real PostgreSQL server (the auth
//   service's tests each open an in-memory PGlite from a template its global setup dumps).
// Browser tests are Playwright specs under e2e/ and are not picked up here.
//
// Every limit is a hang guard, never a budget (issue 38: the suite runs beside the browser tests and other
// work on two cores): a test waits for a state or an event, and its limit only ends a test that would never
// get there. The waits' own limits (vi.waitFor, vi.waitUntil, expect.poll, the views' waitFor) are 30 s,
// the tests' 60 s above them, so a wait that runs out reports what it waited for.
const HANG_GUARDS = {
  setupFiles: ['./scripts/vitestHangGuards.ts'],
  testTimeout: 60_000,
  // Hooks too: Vitest's default 10 s ended Send.test's beforeAll (the views' chunks imported once) beside
  // the stressed suite in session 34, while it still progressed.
  hookTimeout: 60_000,
  expect: { poll: { timeout: 30_000 } },
}

/** Pure logic, no chain: the unit project's folders and test files' extensions (and unit-dom's). */
const UNIT_FILES: [folder: string, extensions: string[]][] = [
  ['packages/core/src', ['ts']],
  ['packages/embedded/src', ['ts']],
  ['packages/react/src', ['ts', 'tsx']],
  ['packages/appkit/src', ['ts', 'tsx']],
  ['scripts', ['ts']],
  ['site/generate', ['ts', 'tsx']],
]
const UNIT_INCLUDE = UNIT_FILES.map(
  ([folder, extensions]) =>
    `${folder}/**/*.test.${extensions.length > 1 ? `{${extensions.join(',')}}` : extensions[0]}`,
)
const UNIT_DOM_FILES = UNIT_FILES.flatMap(([folder, extensions]) =>
  domTestFiles(dirname(fileURLToPath(import.meta.url)), folder, extensions),
)
const ENGLISH = './packages/core/src/_test/englishCatalogue.ts'
const UNIT = {
  // Pure logic with nothing shared: both cores (Vitest's default keeps one for itself, so a 2-core machine
  // would run these one file at a time). The chain and services projects share a devnet and keep to one
  // file at a time.
  maxWorkers: 2,
  // A view's test once ran out of the default 5 s on a loaded machine while still progressing.
  ...HANG_GUARDS,
  // Errors read in English, as once the modal has loaded the catalogue (docs/decisions.md).
  setupFiles: [...HANG_GUARDS.setupFiles, ENGLISH],
  // Projects with different worker counts run as separate groups, one after the other; unit and unit-dom
  // share one.
  sequence: { groupOrder: 0 },
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...UNIT,
          // Each worker runs its files one after another in one process (issue 38, session 30), as the
          // chain and services projects do: viem and the test libraries load once a worker, not once a
          // file. Each file meets Foyer's modules afresh and puts back what it stubbed, spied or mocked
          // (scripts/vitestFreshSourceModules.ts). The files that need a page are `unit-dom`'s.
          isolate: false,
          // The reset first, so each file's core gets the English catalogue.
          setupFiles: [...HANG_GUARDS.setupFiles, './scripts/vitestFreshSourceModules.ts', ENGLISH],
          include: UNIT_INCLUDE,
          exclude: [...configDefaults.exclude, ...UNIT_DOM_FILES],
        },
      },
      {
        test: {
          name: 'unit-dom',
          ...UNIT,
          // Isolated: a page of its own per file (scripts/vitestDomFiles.ts says why).
          include: UNIT_DOM_FILES,
        },
      },
      {
        test: {
          name: 'chain',
          sequence: { groupOrder: 1 },
          include: ['packages/{evm,solana,test}/src/**/*.test.ts', 'devnet/src/**/*.test.ts'],
          globalSetup: ['./packages/test/src/globalSetup.ts'],
          ...HANG_GUARDS,
          // One process for its files, as the services project (issue 38, session 29: viem, @solana/kit and
          // the devnet's client imported once, not 26 times); each file meets Foyer's modules afresh.
          isolate: false,
          // Errors read in English, as in the unit project (after the reset, so each file's core has it).
          setupFiles: [
            ...HANG_GUARDS.setupFiles,
            './scripts/vitestFreshSourceModules.ts',
            './packages/core/src/_test/englishCatalogue.ts',
          ],
        },
      },
      {
        test: {
          name: 'services',
          sequence: { groupOrder: 1 },
          include: ['services/*/src/**/*.test.ts'],
          // Its files run one after another in one process (issue 38): a process and an import of the
          // libraries per file were most of the project's time on a busy machine. Each file still meets
          // Foyer's modules afresh (scripts/vitestFreshSourceModules.ts); what a file changes in the process
          // (environment variables, globals, mocks) it puts back itself (unstubAll…, restoreAllMocks).
          isolate: false,
          setupFiles: [...HANG_GUARDS.setupFiles, './scripts/vitestFreshSourceModules.ts'],
          globalSetup: [
            './packages/test/src/globalSetup.ts',
            './services/api/src/_test/globalSetup.ts',
            './services/auth/src/_test/globalSetup.ts',
          ],
          testTimeout: HANG_GUARDS.testTimeout,
          expect: HANG_GUARDS.expect,
          // A hang guard: devStack.test's beforeAll (a dev stack on a PGlite loaded from the template) ran out of
          // 60 s at load 20–26 while still starting (session 29).
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
