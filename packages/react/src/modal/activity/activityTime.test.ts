import { expect, test } from 'vitest'
import { activityTime } from './activityTime.js'

const now = Date.UTC(2026, 10, 25, 18, 0)
const ago = (ms: number) => new Date(now - ms).toISOString()

test('within the last day the time is relative, in the locale’s words', () => {
  expect(activityTime(ago(20_000), 'en-US', now)).toBe('this minute')
  expect(activityTime(ago(5 * 60_000), 'en-US', now)).toBe('5 minutes ago')
  expect(activityTime(ago(2 * 3_600_000), 'de', now)).toBe('vor 2 Stunden')
  expect(activityTime(ago(3 * 3_600_000), 'ja', now)).toBe('3 時間前')
})

test('older, the day and the time (UTC)', () => {
  expect(activityTime('2026-03-04T05:06:00Z', 'en-US', now)).toBe('Mar 4, 05:06 AM')
  expect(activityTime('2026-03-04T05:06:00Z', 'de', now)).toBe('4. März, 05:06')
})
