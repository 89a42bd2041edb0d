import type { DebugLogEntry } from './debugLogTypes.js'

/** SPEC §9: the debug log keeps at most this many bytes (of its entries as JSON); the oldest go first. */
export const DEBUG_LOG_MAX_BYTES = 1_024_000

/**
 * Where the debug log keeps its lines (`debugLog.ts` is the page's half, which hands them over): a ring
 * buffer of DEBUG_LOG_MAX_BYTES, with secrets redacted before anything is kept. Loads with the deferred parts.
 */
export type DebugLogRing = {
  keep(entry: DebugLogEntry): void
  entries(): DebugLogEntry[]
  clear(): void
}

// Keys whose values never enter the log, whatever they hold.
const SECRET_KEY =
  /(pass(word|phrase)?|secret|token|private.?key|mnemonic|seed|otp|auth(orization)?|cookie|session|share|api.?key)$/i
// The local part is bounded (64 characters, RFC 5321): unbounded, every start in a long run of letters
// without an '@' scanned to its end, quadratic in the text — 1.6 ms for 1 kB, seconds for a large payload.
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{0,63}@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g
// A 32-byte hex value that stands alone could be a private key; in the log it is cut to its ends.
const LONE_KEY = /^(0x)?[0-9a-fA-F]{64}$/

/** A copy of `value` fit for the log: secrets by key redacted, e-mail addresses masked, cycles and depth cut. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') {
    const masked = value.includes('@') ? value.replace(EMAIL, '$1***@$2') : value
    return LONE_KEY.test(masked) ? `${masked.slice(0, 6)}…${masked.slice(-4)}` : masked
  }
  if (typeof value === 'bigint') return `${value}n`
  if (value === null || typeof value !== 'object') return value
  if (depth > 6 || seen.has(value)) return '[…]'
  seen.add(value)
  if (value instanceof Error)
    return { name: value.name, message: redact(value.message, depth + 1, seen) }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1, seen))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1, seen),
    ]),
  )
}

export function createDebugLogRing(maxBytes = DEBUG_LOG_MAX_BYTES): DebugLogRing {
  let lines: { entry: DebugLogEntry; bytes: number }[] = []
  let total = 0
  return {
    keep({ time, level, message, data }) {
      const entry: DebugLogEntry = {
        time,
        level,
        message: redact(message) as string,
        ...(data === undefined ? {} : { data: redact(data) }),
      }
      let bytes: number
      try {
        bytes = new TextEncoder().encode(JSON.stringify(entry)).length
      } catch {
        return
      }
      if (bytes > maxBytes) return
      lines.push({ entry, bytes })
      total += bytes
      let drop = 0
      while (total > maxBytes) {
        total -= (lines[drop] as { bytes: number }).bytes
        drop++
      }
      if (drop) lines = lines.slice(drop)
    },
    entries: () => lines.map(({ entry }) => entry),
    clear() {
      lines = []
      total = 0
    },
  }
}
