import type { WindowCounter } from './rateLimitTypes.js'

/**
 * A limit's windows in this process's memory (each process counts its own share): a key's window starts at
 * its first hit. A key is forgotten once its window is over, so memory stays bounded by the keys of one
 * window (and `maxKeys`, past which the finished ones, then the oldest, go first).
 */
export function memoryWindows(
  windowMs: number,
  { maxKeys = 100_000 }: { maxKeys?: number | undefined } = {},
): WindowCounter {
  const windows = new Map<string, { start: number; hits: number }>()
  return (key, cost, at) => {
    let window = windows.get(key)
    if (!window || at - window.start >= windowMs) {
      if (windows.size >= maxKeys)
        for (const [old, entry] of windows)
          if (at - entry.start >= windowMs || windows.size >= maxKeys) windows.delete(old)
      window = { start: at, hits: 0 }
      windows.set(key, window)
    }
    window.hits += cost
    return { hits: window.hits, end: window.start + windowMs }
  }
}
