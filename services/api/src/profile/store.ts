import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { profileNames, profileUsedMessages } from '../db/profileSchema.js'

/** A registered name as the profile endpoints answer it. */
export type NameRecord = {
  name: string
  /** Seconds since the epoch. */
  registered: number
  updated: number
  /** By ENSIP-11 coin type. */
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>
}

type Row = typeof profileNames.$inferSelect

function record(row: Row): NameRecord {
  const registered = Math.floor(row.registeredAt.getTime() / 1000)
  return {
    name: row.name,
    registered,
    updated: Math.floor(row.updatedAt.getTime() / 1000),
    addresses: { [String(row.coinType)]: { address: row.address, created: registered } },
    attributes: row.attributes,
  }
}

/** The record of a full lower-case name, if registered. */
export async function findName(db: Database, name: string): Promise<NameRecord | undefined> {
  const [row] = await db.select().from(profileNames).where(eq(profileNames.name, name))
  return row ? record(row) : undefined
}

/** Which of these full lower-case names are registered. */
export async function registeredAmong(db: Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db
    .select({ name: profileNames.name })
    .from(profileNames)
    .where(inArray(profileNames.name, names))
  return new Set(rows.map((row) => row.name))
}

/** The names of a lower-case address, oldest first (the current suffix's before the legacy one's). */
export async function namesOf(db: Database, address: string, suffixOrder: string[]) {
  const rows = await db
    .select()
    .from(profileNames)
    .where(eq(profileNames.address, address))
    .orderBy(asc(profileNames.registeredAt), asc(profileNames.name))
  const rank = (row: Row) => {
    const index = suffixOrder.indexOf(row.suffix)
    return index === -1 ? suffixOrder.length : index
  }
  return rows.sort((a, b) => rank(a) - rank(b)).map(record)
}

/** How many names an address holds under a suffix. */
export async function countNames(db: Database, address: string, suffix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileNames)
    .where(and(eq(profileNames.address, address), eq(profileNames.suffix, suffix)))
  return row?.n ?? 0
}

/**
 * Records a registration and its message in one transaction. Throws `'taken'` or `'replayed'` when a
 * concurrent request won (the primary keys decide, not a read before the write).
 */
export async function insertName(
  db: Database,
  entry: {
    name: string
    suffix: string
    address: string
    coinType: number
    attributes: Record<string, string>
    messageHash: string
  },
): Promise<NameRecord> {
  return db.transaction(async (tx) => {
    const used = await tx
      .insert(profileUsedMessages)
      .values({ hash: entry.messageHash })
      .onConflictDoNothing()
      .returning({ hash: profileUsedMessages.hash })
    if (used.length === 0) throw new Error('replayed')
    const [row] = await tx
      .insert(profileNames)
      .values({
        name: entry.name,
        suffix: entry.suffix,
        address: entry.address,
        coinType: entry.coinType,
        attributes: entry.attributes,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new Error('taken')
    return record(row)
  })
}
