import { logError } from '@foyer/server'
import { lt } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { analyticsEvents } from '../db/schema.js'
import type { BackgroundTask } from '../server.js'

/** How long analytics events are kept unless FOYER_API_ANALYTICS_RETENTION_DAYS says otherwise. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000
/** How often the old events are removed. */
const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Removes the analytics events received more than `days` ago; how many went. */
export async function dropOldAnalytics(
  db: Database,
  days: number,
  now = Date.now(),
): Promise<number> {
  const removed = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, new Date(now - days * DAY_MS)))
    .returning({ id: analyticsEvents.id })
  return removed.length
}

/**
 * Keeps analytics for the configured time only (issue 22: nothing was ever removed): a sweep at start and
 * every hour. A failed sweep is logged and tried again at the next one.
 */
export const analyticsRetentionTask: BackgroundTask = ({ database, config }) => {
  const days = config.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS
  const sweep = () =>
    dropOldAnalytics(database.db, days).catch((error: unknown) =>
      logError('foyer-api', 'analytics retention sweep failed', error),
    )
  void sweep()
  const timer = setInterval(sweep, SWEEP_EVERY_MS)
  timer.unref()
  return async () => clearInterval(timer)
}
