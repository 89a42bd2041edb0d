import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'
import { hashToken, randomToken, TOKEN_PATTERN } from '../crypto/tokens.js'
import type { Database } from '../db/database.js'
import { sessions, users } from '../db/schema.js'
import { SESSION_IDLE_MS, SESSION_SEEN_EVERY_MS, SESSION_TTL_MS } from '../rules.js'

/** A live session, as the authenticated routes see it. */
export type Session = {
  tokenHash: string
  userId: string
  deviceId: string
  /** The project the session was opened in: it is good there only. */
  projectId: string
  /** None for an account made through a provider that gave no verified address. */
  email: string | null
  address: string | null
  /** The provider the session was opened through, and the visitor's name there (e-mail login: null). */
  socialProvider: string | null
  userName: string | null
}

/**
 * Opens a session for a user on a device, 7 days: a random 256-bit bearer token, kept hashed. A login
 * rotates: the device's older sessions for this user are revoked in the same transaction.
 */
export async function createSession(
  db: Database,
  {
    userId,
    deviceId,
    projectId,
    social,
  }: {
    userId: string
    deviceId: string
    projectId: string
    /** A login through a provider: its name and the visitor's name there. */
    social?: { provider: string; userName: string | null }
  },
  now: number,
): Promise<string> {
  const token = randomToken()
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.deviceId, deviceId),
          isNull(sessions.revokedAt),
        ),
      )
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      deviceId,
      projectId,
      socialProvider: social?.provider ?? null,
      userName: social?.userName ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
      lastSeenAt: new Date(now),
    })
  })
  return token
}

/**
 * The session of a bearer token: undefined when unknown, expired, idle for a day, or revoked. Finding it
 * counts as a use (written at most once a minute).
 */
export async function findSession(
  db: Database,
  token: string,
  now: number,
): Promise<Session | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      deviceId: sessions.deviceId,
      projectId: sessions.projectId,
      email: users.email,
      address: users.address,
      socialProvider: sessions.socialProvider,
      userName: sessions.userName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .limit(1)
  if (row)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(
        and(
          eq(sessions.tokenHash, row.tokenHash),
          lt(sessions.lastSeenAt, new Date(now - SESSION_SEEN_EVERY_MS)),
        ),
      )
  return row
}

/** Ends a session (sign out). */
export async function revokeSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/**
 * Ends every live session of a user but `keep` (an e-mail change: whoever held another session may be the
 * reason for it), or only those of one device (`deviceId`: a device revoked).
 */
export async function revokeSessions(
  db: Database,
  { userId, keep, deviceId }: { userId: string; keep?: string; deviceId?: string },
  now: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.tokenHash, keep) : undefined,
        deviceId ? eq(sessions.deviceId, deviceId) : undefined,
      ),
    )
}
