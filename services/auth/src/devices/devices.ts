import { and, desc, eq, gt, isNull } from 'drizzle-orm'
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
  { userId, deviceId, sendsCode }: { userId: string; deviceId: string; sendsCode: boolean },
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

/** True when the token is one this service made, unused and not expired (the page before the button). */
export async function isApprovalLive(db: Database, token: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: deviceApprovals.userId })
    .from(deviceApprovals)
    .where(live(token, now))
    .limit(1)
  return row !== undefined
}

/** A used approval: the device now approved, for whom, and whether the sign-in code is to be mailed. */
export type UsedApproval = { userId: string; deviceId: string; sendsCode: boolean }

/**
 * Uses an approval token: the device it was made for is approved for its user. Once only (of two parallel
 * presses, one wins); undefined when the token is unknown, used or expired.
 */
export async function useApproval(
  db: Database,
  token: string,
  now: number,
): Promise<UsedApproval | undefined> {
  const [row] = await db
    .update(deviceApprovals)
    .set({ usedAt: new Date(now) })
    .where(live(token, now))
    .returning({
      userId: deviceApprovals.userId,
      deviceId: deviceApprovals.deviceId,
      sendsCode: deviceApprovals.sendsCode,
    })
  if (!row) return undefined
  await approveDevice(db, row.userId, row.deviceId, now)
  return row
}
