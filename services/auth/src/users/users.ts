import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { users } from '../db/schema.js'

export type User = typeof users.$inferSelect

/** An account that has an e-mail address (every one found by it). */
export type EmailUser = User & { email: string }

/** The account of a (lower-cased) e-mail address in one project, if any: other projects' are not seen. */
export async function findUserByEmail(
  db: Database,
  projectId: string,
  email: string,
): Promise<EmailUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, email)))
    .limit(1)
  return row as EmailUser | undefined
}

/** An account by id. */
export async function findUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/**
 * The account of `email` in `projectId`, made now if there is none (only ever after its code was verified).
 * `isNew` says which; of two parallel first logins, one makes it and the other finds it.
 */
export async function findOrCreateUser(
  db: Database,
  { projectId, email }: { projectId: string; email: string },
  now: number,
): Promise<{ user: EmailUser; isNew: boolean }> {
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), projectId, email, createdAt: new Date(now) })
    .onConflictDoNothing({ target: [users.projectId, users.email] })
    .returning()
  if (created) return { user: created as EmailUser, isNew: true }
  return { user: (await findUserByEmail(db, projectId, email)) as EmailUser, isNew: false }
}
