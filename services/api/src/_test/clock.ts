import { onTestFinished, vi } from 'vitest'

/**
 * Puts `Date` one second into a minute for the rest of the test, running on from there (timers stay real),
 * for a test that counts requests against a limit: the limits count in windows aligned on their length, and
 * requests astride two windows count in both halves (session 36's stressed run: `[200, 200, 200, 200]` for a
 * limit of 3). Call it before the test makes its app, so that every time the app keeps is on the same clock.
 */
export function startOfAMinute(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
