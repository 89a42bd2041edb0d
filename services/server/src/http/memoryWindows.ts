import type { WindowCounter } from './rateLimitTypes.js'

type Windows = Map<string, { start: number; hits: number }>

/**
 * Limits' windows in this process's memory (each process counts its own share): a key's window starts at
 * its first hit. A key is forgotten once its window is over, so memory stays bounded by the keys of one
 * window (and `maxKeys` per limit, past which the finished ones, then the oldest, go first).
 */
export function memoryWindows({
  maxKeys = 100_000,
}: {
  maxKeys?: number | undefined
} = {}): WindowCounter {
  // One map per limit (by position in the takes), so that each limit's keys are bounded on their own.
  const byLimit: Windows[] = []
  return (takes, cost, at) => {
    const counted = []
    for (const [index, { key, limit, windowMs }] of takes.entries()) {
      byLimit[index] ??= new Map()
      const count = countIn(byLimit[index], key, windowMs, cost, at, maxKeys)
      counted.push(count)
      if (count.hits > limit) break
    }
    return counted
  }
}

function countIn(
  windows: Windows,
  key: string,
  windowMs: number,
  cost: number,
  at: number,
  maxKeys: number,
) {
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
