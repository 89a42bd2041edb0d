import type { SiweMessageFields, SiwxMessageFields } from '@foyer/core/siwx'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { signInNonces, signInSessions } from '../db/sessionSchema.js'

/** How long expired sessions are kept (revoked ones included) before a sign-in deletes them. */
const EXPIRED_SESSIONS_KEPT_MS = 30 * 24 * 60 * 60_000

/**
 * Stores a nonce issued to `projectId` until `expiresAt`, and deletes the expired ones on the way, so the
 * table holds about ten minutes of nonces whatever the traffic.
 */
export async function insertNonce(
  db: Database,
  entry: { nonce: string; projectId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(signInNonces).where(lt(signInNonces.expiresAt, now))
  await db.insert(signInNonces).values(entry)
}

/** The condition of a nonce that `projectId` may still use at `now`. */
function usable(projectId: string, nonce: string, now: Date) {
  return and(
    eq(signInNonces.nonce, nonce),
    eq(signInNonces.projectId, projectId),
    isNull(signInNonces.usedAt),
    gt(signInNonces.expiresAt, now),
  )
}

/** Whether this service issued `nonce` to `projectId`, unexpired and unused at `now` (reads only). */
export async function isNonceUsable(
  db: Database,
  projectId: string,
  nonce: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ nonce: signInNonces.nonce })
    .from(signInNonces)
    .where(usable(projectId, nonce, now))
    .limit(1)
  return rows.length === 1
}

/** A kept session as the service reads it. */
export type SessionRow = typeof signInSessions.$inferSelect

/**
 * Uses the message's nonce and records the session, in one transaction. The nonce is taken by a single
 * `UPDATE … WHERE used_at IS NULL … RETURNING`: of two concurrent sign-ins with the same nonce exactly one
 * gets the row (PostgreSQL's second UPDATE waits for the first and then finds `used_at` set). Answers
 * undefined when the nonce was not usable, and deletes sessions long expired on the way.
 */
export async function insertSessionUsingNonce(
  db: Database,
  entry: {
    nonce: string
    idHash: string
    pci: string
    projectId: string
    account: string
    data: SiweMessageFields | SiwxMessageFields
    message: string
    signature: string
    expiresAt: Date
  },
  now: Date,
): Promise<SessionRow | undefined> {
  const { nonce, ...session } = entry
  const row = await db.transaction(async (tx) => {
    const used = await tx
      .update(signInNonces)
      .set({ usedAt: now })
      .where(usable(entry.projectId, nonce, now))
      .returning({ nonce: signInNonces.nonce })
    if (used.length === 0) return undefined
    const [inserted] = await tx
      .insert(signInSessions)
      .values({ ...session, createdAt: now })
      .returning()
    return inserted
  })
  if (row)
    await db
      .delete(signInSessions)
      .where(lt(signInSessions.expiresAt, new Date(now.getTime() - EXPIRED_SESSIONS_KEPT_MS)))
  return row
}

/** The session of `projectId` whose id hashes to `idHash`, unless it is revoked or expired at `now`. */
export async function findLiveSession(
  db: Database,
  projectId: string,
  idHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(signInSessions)
    .where(
      and(
        eq(signInSessions.idHash, idHash),
        eq(signInSessions.projectId, projectId),
        isNull(signInSessions.revokedAt),
        gt(signInSessions.expiresAt, now),
      ),
    )
    .limit(1)
  return row
}

/** Marks a session revoked (the row stays); false when it already was (a concurrent revoke won). */
export async function revokeSession(db: Database, idHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInSessions)
    .set({ revokedAt: now })
    .where(and(eq(signInSessions.idHash, idHash), isNull(signInSessions.revokedAt)))
    .returning({ idHash: signInSessions.idHash })
  return rows.length === 1
}
