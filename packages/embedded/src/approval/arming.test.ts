import { expect, test } from 'vitest'
import { ARMING_MS, watchArming } from './arming.js'

// The approval page's clickjacking guard, with the browser's visibility reports played by hand: the
// Approve button arms only after ARMING_MS of being wholly visible without a break.

type Entry = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean }

function harness() {
  let report: (entries: Entry[]) => void = () => {}
  const timers = new Map<number, () => void>()
  let next = 0
  const changes: boolean[] = []
  const guard = watchArming({} as Element, (armed) => changes.push(armed), {
    observe: (_target, callback) => {
      report = callback
      return { disconnect() {} }
    },
    setTimer: (run, ms) => {
      expect(ms).toBe(ARMING_MS)
      timers.set(++next, run)
      return next
    },
    clearTimer: (timer) => timers.delete(timer as number),
  })
  return {
    guard,
    changes,
    visible: () => report([{ isIntersecting: true, intersectionRatio: 1, isVisible: true }]),
    covered: () => report([{ isIntersecting: true, intersectionRatio: 1, isVisible: false }]),
    cut: () => report([{ isIntersecting: true, intersectionRatio: 0.5, isVisible: true }]),
    noV2: () => report([{ isIntersecting: true, intersectionRatio: 1 }]),
    elapse: () => {
      const due = [...timers.values()]
      timers.clear()
      for (const run of due) run()
    },
    pendingTimers: () => timers.size,
  }
}

test('a frame that just appeared does not take the click; it arms after ARMING_MS wholly visible', () => {
  const page = harness()
  expect(page.guard.armed()).toBe(false)
  page.visible()
  expect(page.guard.armed()).toBe(false)
  page.elapse()
  expect(page.guard.armed()).toBe(true)
  expect(page.changes).toEqual([true])
})

test('covered, cut off, or in a browser without IntersectionObserver v2: never armed', () => {
  for (const state of ['covered', 'cut', 'noV2'] as const) {
    const page = harness()
    page[state]()
    expect(page.pendingTimers()).toBe(0)
    page.elapse()
    expect(page.guard.armed(), state).toBe(false)
  }
})

test('covering an armed frame disarms it at once; the wait starts over when it shows again', () => {
  const page = harness()
  page.visible()
  page.elapse()
  page.covered()
  expect(page.guard.armed()).toBe(false)
  page.visible()
  expect(page.guard.armed()).toBe(false)
  // Covered again before the wait ended: the wait is dropped.
  page.covered()
  page.elapse()
  expect(page.guard.armed()).toBe(false)
  page.visible()
  page.elapse()
  expect(page.guard.armed()).toBe(true)
  expect(page.changes).toEqual([true, false, true])
})

test('a resized or moved frame is disarmed and arms again only after another full wait', () => {
  const page = harness()
  page.visible()
  page.elapse()
  expect(page.guard.armed()).toBe(true)
  page.guard.restart()
  expect(page.guard.armed()).toBe(false)
  expect(page.pendingTimers()).toBe(1)
  page.elapse()
  expect(page.guard.armed()).toBe(true)
  // Restarted while covered: nothing arms until it shows again.
  page.covered()
  page.guard.restart()
  page.elapse()
  expect(page.guard.armed()).toBe(false)
})
