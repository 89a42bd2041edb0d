import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { names } from '../db/schema.js'
import type { NameSuffixes } from '../profile/nameRules.js'
import { namesOf } from '../profile/store.js'

/** An account's name and avatar (GET /v1/identity/{address}). */
export type IdentityRow = { name: string | null; avatar: string | null }

/** Sets the name (and avatar) of an address; the dev stack's stand-in for name registration. */
export async function setName(
  db: Database,
  { address, name, avatar = null }: { address: string; name: string; avatar?: string | null },
): Promise<void> {
  const values = { address: address.toLowerCase(), name, avatar }
  await db.insert(names).values(values).onConflictDoUpdate({ target: names.address, set: values })
}

/**
 * The identity of a lower-case address: the name an operator set, else its first registered wallet name
 * (the current suffix's first) with its avatar attribute; nulls when it has none.
 */
export async function findIdentity(
  db: Database,
  address: string,
  suffixes: NameSuffixes,
): Promise<IdentityRow> {
  const [row] = await db
    .select({ name: names.name, avatar: names.avatar })
    .from(names)
    .where(eq(names.address, address))
    .limit(1)
  if (row) return row
  const [registered] = await namesOf(db, address, [suffixes.current, suffixes.legacy])
  return registered
    ? { name: registered.name, avatar: registered.attributes.avatar ?? null }
    : { name: null, avatar: null }
}
