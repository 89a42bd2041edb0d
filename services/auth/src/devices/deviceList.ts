import { createHash } from 'node:crypto'
import { and, eq, gt, max } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { deviceApprovals, devices, keyShares, sessions } from '../db/schema.js'
import { revokeSessions, type Session } from '../sessions/sessions.js'
import { cancelWaitingApprovals } from './devices.js'

/** An approved device as the Account view lists it. */
export type DeviceEntry = {
  /** Not the frame's device id (which, with the e-mail code, signs in as that device): a name for it here. */
  id: string
  approvedAt: string
  /** When a session of it was last used; null when it has none on record. */
  lastUsedAt: string | null
  /** The device this session is on. */
  current: boolean
  /** Approved from its mail, but it may sign in only from `approvedAt` (the owner can still remove it). */
  waiting: boolean
}

/** A device's name in the list: 128 bits of SHA-256 over the account and the device id, base64url. */
export function deviceRef(userId: string, deviceId: string): string {
  return createHash('sha256')
    .update(`foyer-device\n${userId}\n${deviceId}`, 'utf8')
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/** Devices whose approval waits to take effect. */
async function waitingDevices(db: Database, userId: string, now: number) {
  return db
    .select({ deviceId: deviceApprovals.deviceId, approvedAt: deviceApprovals.takesEffectAt })
    .from(deviceApprovals)
    .where(
      and(eq(deviceApprovals.userId, userId), gt(deviceApprovals.takesEffectAt, new Date(now))),
    )
}

/** The devices the session's account approved (and those whose approval waits), newest first. */
export async function listDevices(
  db: Database,
  session: Session,
  now: number,
): Promise<DeviceEntry[]> {
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
  const approved = rows.map((row) => ({
    deviceId: row.deviceId,
    approvedAt: row.approvedAt,
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    waiting: false,
  }))
  const known = new Set(approved.map((row) => row.deviceId))
  const waiting = (await waitingDevices(db, session.userId, now))
    .filter((row) => !known.has(row.deviceId))
    .map((row) => ({
      deviceId: row.deviceId,
      approvedAt: row.approvedAt as Date,
      lastUsedAt: null,
      waiting: true,
    }))
  return [...approved, ...waiting]
    .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime())
    .map(({ deviceId, approvedAt, ...rest }) => ({
      id: deviceRef(session.userId, deviceId),
      approvedAt: approvedAt.toISOString(),
      current: deviceId === session.deviceId,
      ...rest,
    }))
}

/**
 * Revokes one of the account's devices by its name in the list: its approval (or the approval that waits),
 * its sessions and its own auth share go (the wallet's original auth share stays: recovery needs it). A revoked device signs in again only
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
  const candidates = [...approved, ...(await waitingDevices(db, userId, now))]
  const found = candidates.find((row) => deviceRef(userId, row.deviceId) === ref)
  if (!found) return false
  const { deviceId } = found
  await cancelWaitingApprovals(db, { userId, deviceId }, now)
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
