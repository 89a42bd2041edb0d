import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { identities, users } from '../db/schema.js'
import type { User } from '../users/users.js'
import type { ProviderIdentity } from './identity.js'

/**
 * The account a provider's identity reaches (docs/embedded-wallet.md, "Linked identities"): the one it was
 * linked to before; else the account of the e-mail address the provider vouches for (verified only: an
 * unverified address would let anyone claim another's wallet); else a new account, with that verified
 * address or none. Every later sign-in with the provider, or by e-mail with that address, reaches it.
 */
export async function linkIdentity(
  db: Database,
  provider: string,
  identity: ProviderIdentity,
  now: number,
): Promise<{ user: User; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.provider, provider), eq(identities.subject, identity.subject)))
      .limit(1)
    if (linked) {
      await tx
        .update(identities)
        .set({ userName: identity.userName })
        .where(and(eq(identities.provider, provider), eq(identities.subject, identity.subject)))
      return { user: linked.user, isNew: false }
    }
    const email = identity.emailVerified ? identity.email : null
    let user: User | undefined
    let isNew = false
    if (email) [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1)
    if (!user) {
      ;[user] = await tx
        .insert(users)
        .values({ id: randomUUID(), email, createdAt: new Date(now) })
        .returning()
      isNew = true
    }
    const account = user as User
    await tx.insert(identities).values({
      provider,
      subject: identity.subject,
      userId: account.id,
      userName: identity.userName,
      createdAt: new Date(now),
    })
    return { user: account, isNew }
  })
}
