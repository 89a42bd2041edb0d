// Loaded before each test file of the services project (vitest.config.ts), which runs its files one after
// another in one process (`isolate: false`) so that the libraries they share (viem, Hono, drizzle, PGlite)
// load once, not once a file (issue 38: starting and importing was most of the project's time on a busy
// machine). Foyer's own modules are evaluated afresh for each file, as in a process of its own: no
// module-scope state (the social login's discovery and key-set caches, a statement cache) passes from one
// file to the next. Node keeps the libraries themselves, whose own state the files do not touch.
import { vi } from 'vitest'

vi.resetModules()
