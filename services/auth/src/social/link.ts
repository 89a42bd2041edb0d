import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { identities, users } from '../db/schema.js'
import type { User } from '../users/users.js'
import type { ProviderIdentity } from './identity.js'

/** Where an identity comes from: the project signed in to, who vouches for it, and the provider's name. */
export type IdentitySource = { projectId: string; issuer: string; provider: string }

/**
 * The account a provider's identity reaches in one project (docs/embedded-wallet.md, "Linked identities"):
 * the one it was linked to before; else the project's account of the e-mail address the provider vouches
 * for (verified only, and only from a built-in provider: the caller clears `emailVerified` otherwise); else a
 * new account, with that verified address or none. Identities are keyed by (project, issuer, subject).
 */
export async function linkIdentity(
  db: Database,
  { projectId, issuer, provider }: IdentitySource,
  identity: ProviderIdentity,
  now: number,
): Promise<{ user: User; isNew: boolean }> {
  const key = and(
    eq(identities.projectId, projectId),
    eq(identities.issuer, issuer),
    eq(identities.subject, identity.subject),
  )
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(key)
      .limit(1)
    if (linked) {
      await tx.update(identities).set({ userName: identity.userName }).where(key)
      return { user: linked.user, isNew: false }
    }
    const email = identity.emailVerified ? identity.email : null
    let user: User | undefined
    let isNew = false
    if (email)
      [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.projectId, projectId), eq(users.email, email)))
        .limit(1)
    if (!user) {
      ;[user] = await tx
        .insert(users)
        .values({ id: randomUUID(), projectId, email, createdAt: new Date(now) })
        .returning()
      isNew = true
    }
    const account = user as User
    await tx.insert(identities).values({
      projectId,
      issuer,
      provider,
      subject: identity.subject,
      userId: account.id,
      userName: identity.userName,
      createdAt: new Date(now),
    })
    return { user: account, isNew }
  })
}
