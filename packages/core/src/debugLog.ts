import type { DebugLogRing } from './debugLogRing.js'
import type { DebugLog, DebugLogEntry } from './debugLogTypes.js'
import { loadDeferredParts } from './deferred/startDeferredParts.js'

/** At most this many lines wait for the log's code (the deferred parts' chunk); the oldest go first. */
export const DEBUG_LOG_WAITING_LINES = 200

/**
 * The page's half of the debug log. The ring buffer and the redaction (`debugLogRing.ts`) load with the
 * deferred parts, fetched as createFoyer returns: lines logged before they arrive wait here, unredacted and in
 * memory only, and join the log, in order and with their times, when they do. `entries()` shows what the log
 * holds, so until the chunk is there it is empty (docs/decisions.md, "The debug log's code loads with the
 * deferred parts"). Nothing is kept, and nothing loads for it, while the log is off.
 */
export function createDebugLog(): DebugLog {
  let enabled = false
  let ring: DebugLogRing | undefined
  let waiting: DebugLogEntry[] = []
  const loadRing = () =>
    loadDeferredParts().then(
      (parts) => {
        ring ??= parts.createDebugLogRing()
        for (const entry of waiting.splice(0)) ring.keep(entry)
      },
      // startDeferredParts says a failed chunk on the console; the lines keep waiting for the next load.
      () => {},
    )
  return {
    get enabled() {
      return enabled
    },
    enable(on) {
      enabled = on
      if (on && !ring) void loadRing()
    },
    add(level, message, data) {
      if (!enabled) return
      const entry: DebugLogEntry = { time: Date.now(), level, message, data }
      if (ring) {
        ring.keep(entry)
        return
      }
      waiting.push(entry)
      if (waiting.length > DEBUG_LOG_WAITING_LINES)
        waiting = waiting.slice(-DEBUG_LOG_WAITING_LINES)
    },
    entries: () => ring?.entries() ?? [],
    clear() {
      waiting = []
      ring?.clear()
    },
  }
}
