import { createHash } from 'node:crypto'
import { and, eq, max } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { devices, keyShares, sessions } from '../db/schema.js'
import { revokeSessions, type Session } from '../sessions/sessions.js'

/** An approved device as the Account view lists it. */
export type DeviceEntry = {
  /** Not the frame's device id (which, with the e-mail code, signs in as that device): a name for it here. */
  id: string
  approvedAt: string
  /** When a session of it was last used; null when it has none on record. */
  lastUsedAt: string | null
  /** The device this session is on. */
  current: boolean
}

/** A device's name in the list: 128 bits of SHA-256 over the account and the device id, base64url. */
export function deviceRef(userId: string, deviceId: string): string {
  return createHash('sha256')
    .update(`foyer-device\n${userId}\n${deviceId}`, 'utf8')
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** The devices the session's account approved, newest first. */
export async function listDevices(db: Database, session: Session): Promise<DeviceEntry[]> {
  const rows = await db
    .select({
      deviceId: devices.deviceId,
      approvedAt: devices.approvedAt,
      lastUsedAt: max(sessions.lastSeenAt),
    })
    .from(devices)
    .leftJoin(
      sessions,
      and(eq(sessions.userId, devices.userId), eq(sessions.deviceId, devices.deviceId)),
    )
    .where(eq(devices.userId, session.userId))
    .groupBy(devices.deviceId, devices.approvedAt)
  return rows
    .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime())
    .map((row) => ({
      id: deviceRef(session.userId, row.deviceId),
      approvedAt: row.approvedAt.toISOString(),
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
      current: row.deviceId === session.deviceId,
    }))
}

/**
 * Revokes one of the account's devices by its name in the list: its approval, its sessions and its own auth
 * share go (the wallet's original auth share stays: recovery needs it). A revoked device signs in again only
 * through a new approval. False when the account has no such device.
 */
export async function revokeDevice(
  db: Database,
  { userId, ref }: { userId: string; ref: string },
  now: number,
): Promise<boolean> {
  const approved = await db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.userId, userId))
  const found = approved.find((row) => deviceRef(userId, row.deviceId) === ref)
  if (!found) return false
  const { deviceId } = found
  await db.transaction(async (tx) => {
    await tx.delete(devices).where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)))
    await tx
      .delete(keyShares)
      .where(
        and(
          eq(keyShares.userId, userId),
          eq(keyShares.deviceId, deviceId),
          eq(keyShares.kind, 'auth'),
          eq(keyShares.original, false),
        ),
      )
  })
  await revokeSessions(db, { userId, deviceId }, now)
  return true
}
