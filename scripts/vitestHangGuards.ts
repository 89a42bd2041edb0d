// Loaded before every Vitest test file (vitest.config.ts, setupFiles). `vi.waitFor` and `vi.waitUntil` give
// up after 1 s unless told otherwise: a limit near the normal duration of what they wait for, which a busy
// machine outlasts (issue 38). Here their default becomes a hang guard, as the projects' test timeouts are:
// they still return as soon as the state is reached, and a call that names its own limit keeps it.
import { vi } from 'vitest'

/** Long enough for any state a test waits for on a loaded machine; below the projects' test timeouts. */
export const WAIT_HANG_GUARD_MS = 30_000

type WaitOptions = number | { timeout?: number; interval?: number } | undefined

const withHangGuard = (options: WaitOptions) =>
  typeof options === 'number' ? { timeout: options } : { timeout: WAIT_HANG_GUARD_MS, ...options }

// Once per process: a project without isolation (services) loads this file before each of its test files
// into the same `vi`, which would otherwise wrap the wrapper again every time.
const GUARDED = Symbol.for('foyer.vitestHangGuards')
const guarded = vi as typeof vi & { [GUARDED]?: true }
if (!guarded[GUARDED]) {
  guarded[GUARDED] = true
  const { waitFor, waitUntil } = vi
  vi.waitFor = (callback, options) => waitFor(callback, withHangGuard(options))
  vi.waitUntil = (callback, options) => waitUntil(callback, withHangGuard(options))
}
