const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * When a history item was mined, as the Activity tab says it: relative within the last day ('5 minutes
 * ago', 'vor 2 Stunden'), else the day and time. Both through `Intl`, in the page's locale.
 */
export function activityTime(minedAt: string, locale: string, now = Date.now()): string {
  const mined = new Date(minedAt)
  const age = now - mined.getTime()
  if (age >= 0 && age < DAY_MS) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    if (age < HOUR_MS) return relative.format(-Math.floor(age / MINUTE_MS), 'minute')
    return relative.format(-Math.floor(age / HOUR_MS), 'hour')
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(mined)
}
