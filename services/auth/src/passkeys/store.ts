import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { passkeys, users } from '../db/schema.js'

export type StoredPasskey = typeof passkeys.$inferSelect

/** The account's passkeys, oldest first. */
export function listPasskeys(db: Database, userId: string): Promise<StoredPasskey[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt)
}

/** A passkey of an account of `projectId` (a credential of another app's account is not found). */
export async function findProjectPasskey(
  db: Database,
  projectId: string,
  id: string,
): Promise<(StoredPasskey & { projectId: string }) | undefined> {
  const [row] = await db
    .select({ passkey: passkeys, projectId: users.projectId })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.id, id), eq(users.projectId, projectId)))
    .limit(1)
  return row ? { ...row.passkey, projectId: row.projectId } : undefined
}

export async function addPasskey(
  db: Database,
  passkey: { id: string; userId: string; publicKey: string; signCount: number },
  now: number,
): Promise<void> {
  await db.insert(passkeys).values({ ...passkey, createdAt: new Date(now) })
}

/** Records a use: the authenticator's counter and when. */
export async function usePasskey(
  db: Database,
  id: string,
  signCount: number,
  now: number,
): Promise<void> {
  await db
    .update(passkeys)
    .set({ signCount, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, id))
}
