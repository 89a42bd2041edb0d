import { and, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm'
import { hashToken, randomToken } from '../crypto/tokens.js'
import type { Database } from '../db/database.js'
import { deviceApprovals, devices } from '../db/schema.js'
import { DEVICE_APPROVAL_TTL_MS } from '../rules.js'

/** True when the user has approved this device. */
export async function isDeviceApproved(
  db: Database,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)))
    .limit(1)
  return row !== undefined
}

/**
 * True when the user's device is approved now: approved before, or its mailed approval's wait is over (it is
 * then recorded as approved, from when it took effect). Every login asks this one.
 */
export async function isDeviceApprovedAt(
  db: Database,
  userId: string,
  deviceId: string,
  now: number,
): Promise<boolean> {
  if (await isDeviceApproved(db, userId, deviceId)) return true
  const [due] = await db
    .update(deviceApprovals)
    .set({ takesEffectAt: null })
    .where(
      and(
        eq(deviceApprovals.userId, userId),
        eq(deviceApprovals.deviceId, deviceId),
        isNotNull(deviceApprovals.takesEffectAt),
        lte(deviceApprovals.takesEffectAt, new Date(now)),
      ),
    )
    .returning({ deviceId: deviceApprovals.deviceId })
  if (!due) return false
  await approveDevice(db, userId, deviceId, now)
  return true
}

/** Approves a device for a user (again is fine). */
export async function approveDevice(
  db: Database,
  userId: string,
  deviceId: string,
  now: number,
): Promise<void> {
  await db
    .insert(devices)
    .values({ userId, deviceId, approvedAt: new Date(now) })
    .onConflictDoNothing()
}

/** When the user's newest approval link was made (for the cooldown). */
export async function lastApprovalAt(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ createdAt: deviceApprovals.createdAt })
    .from(deviceApprovals)
    .where(eq(deviceApprovals.userId, userId))
    .orderBy(desc(deviceApprovals.createdAt))
    .limit(1)
  return row?.createdAt.getTime()
}

/**
 * A new one-time approval token for this user and device, valid 15 minutes; the device's older unused
 * links stop working. The token goes in the mailed link only; the table keeps its hash.
 */
export async function issueApproval(
  db: Database,
  {
    userId,
    deviceId,
    sendsCode,
    place,
  }: { userId: string; deviceId: string; sendsCode: boolean; place: string },
  now: number,
): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken()
  const tokenHash = hashToken(token)
  await db.transaction(async (tx) => {
    await tx
      .update(deviceApprovals)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(deviceApprovals.userId, userId),
          eq(deviceApprovals.deviceId, deviceId),
          isNull(deviceApprovals.usedAt),
        ),
      )
    await tx.insert(deviceApprovals).values({
      tokenHash,
      userId,
      deviceId,
      sendsCode,
      place,
      createdAt: new Date(now),
      expiresAt: new Date(now + DEVICE_APPROVAL_TTL_MS),
    })
  })
  return { token, tokenHash }
}

/** Removes an approval that could not be mailed. */
export async function withdrawApproval(db: Database, tokenHash: string): Promise<void> {
  await db.delete(deviceApprovals).where(eq(deviceApprovals.tokenHash, tokenHash))
}

function live(token: string, now: number) {
  return and(
    eq(deviceApprovals.tokenHash, hashToken(token)),
    isNull(deviceApprovals.usedAt),
    gt(deviceApprovals.expiresAt, new Date(now)),
  )
}

/**
 * The account a live token (made here, unused, not expired) approves a device for, and where its sign-in
 * came from (null for links made before that was kept); the page before the button.
 */
export async function liveApproval(
  db: Database,
  token: string,
  now: number,
): Promise<{ userId: string; place: string | null } | undefined> {
  const [row] = await db
    .select({ userId: deviceApprovals.userId, place: deviceApprovals.place })
    .from(deviceApprovals)
    .where(live(token, now))
    .limit(1)
  return row
}

/**
 * A used approval: the device, for whom, whether the sign-in code is to be mailed, and when it takes effect
 * (`takesEffectAt` later than now: it waits).
 */
export type UsedApproval = {
  userId: string
  deviceId: string
  sendsCode: boolean
  takesEffectAt: number
}

/**
 * Uses an approval token: the device it was made for is approved for its user, now or, with `delayMs`, once
 * that has passed (isDeviceApprovedAt). Once only (of two parallel presses, one wins); undefined when the
 * token is unknown, used or expired.
 */
export async function useApproval(
  db: Database,
  token: string,
  now: number,
  delayFor: (userId: string) => Promise<number> = async () => 0,
): Promise<UsedApproval | undefined> {
  const [row] = await db
    .update(deviceApprovals)
    .set({ usedAt: new Date(now) })
    .where(live(token, now))
    .returning({
      tokenHash: deviceApprovals.tokenHash,
      userId: deviceApprovals.userId,
      deviceId: deviceApprovals.deviceId,
      sendsCode: deviceApprovals.sendsCode,
    })
  if (!row) return undefined
  const { tokenHash, ...used } = row
  const delayMs = await delayFor(row.userId)
  if (delayMs <= 0) {
    await approveDevice(db, row.userId, row.deviceId, now)
    return { ...used, takesEffectAt: now }
  }
  await db
    .update(deviceApprovals)
    .set({ takesEffectAt: new Date(now + delayMs) })
    .where(eq(deviceApprovals.tokenHash, tokenHash))
  return { ...used, takesEffectAt: now + delayMs }
}

/** Cancels a device's approvals that still wait (the owner revoked it meanwhile). */
export async function cancelWaitingApprovals(
  db: Database,
  { userId, deviceId }: { userId: string; deviceId?: string },
  now: number,
): Promise<void> {
  await db
    .update(deviceApprovals)
    .set({ takesEffectAt: null })
    .where(
      and(
        eq(deviceApprovals.userId, userId),
        deviceId ? eq(deviceApprovals.deviceId, deviceId) : undefined,
        gt(deviceApprovals.takesEffectAt, new Date(now)),
      ),
    )
}
