// Loaded before each test file of the unit, chain and services projects (vitest.config.ts), which run their files
// one after another in one process (`isolate: false`) so that the libraries they share (viem, Hono, drizzle,
// PGlite, @solana/kit) load once, not once a file (issue 38: starting and importing was most of these
// projects' time on a busy machine). Foyer's own modules are evaluated afresh for each file, as in a process
// of its own: no module-scope state (the social login's discovery and key-set caches, a statement cache, the
// English catalogue) passes from one file to the next. Node keeps the libraries themselves, whose own state
// the files do not touch.
import { afterAll, vi } from 'vitest'

vi.resetModules()
// A global or an environment variable a file stubbed at its top (a `window` for the adapters) goes with the
// file, not into the next one, and so does a spy (`vi.spyOn(console, 'warn')`) or a fake clock. A module a
// file mocks it unmocks itself (`vi.doUnmock` in its afterAll): Vitest keeps module mocks across files when
// it does not isolate them.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
