import { and, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { deviceApprovals, devices } from '../db/schema.js'
import { isDeviceApprovedAt } from '../devices/devices.js'
import { deviceKey, type WaitingDevice } from './approvalWaiters.js'

/**
 * Which of `waiting` are approved at `now`, in two queries whatever their number (the device long-poll's one
 * poller, approvalWaiters.ts): approved before, or with a mailed approval whose wait is over — that one is
 * then recorded as approved, as every login does (isDeviceApprovedAt).
 */
export async function approvedDevices(
  db: Database,
  waiting: readonly WaitingDevice[],
  now: number,
): Promise<Set<string>> {
  const wanted = new Set(waiting.map(deviceKey))
  const userIds = [...new Set(waiting.map((device) => device.userId))]
  const [approved, due] = await Promise.all([
    db
      .select({ userId: devices.userId, deviceId: devices.deviceId })
      .from(devices)
      .where(inArray(devices.userId, userIds)),
    db
      .select({ userId: deviceApprovals.userId, deviceId: deviceApprovals.deviceId })
      .from(deviceApprovals)
      .where(
        and(
          inArray(deviceApprovals.userId, userIds),
          isNotNull(deviceApprovals.takesEffectAt),
          lte(deviceApprovals.takesEffectAt, new Date(now)),
        ),
      ),
  ])
  const yes = new Set(approved.map(deviceKey).filter((key) => wanted.has(key)))
  for (const device of due) {
    const key = deviceKey(device)
    if (
      wanted.has(key) &&
      !yes.has(key) &&
      (await isDeviceApprovedAt(db, device.userId, device.deviceId, now))
    )
      yes.add(key)
  }
  return yes
}
