import { and, desc, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { type OnrampPurchaseStatus, onrampPurchases, onrampQuotes } from '../db/onrampSchema.js'

/** A kept quote, as the service reads it. */
export type QuoteRow = typeof onrampQuotes.$inferSelect
/** A kept purchase, as the service reads it. */
export type PurchaseRow = typeof onrampPurchases.$inferSelect

/** The purchases listed for one partner user id, at most (newest first). */
export const PURCHASES_LISTED = 50

/** Keeps a quote until `expiresAt`, deleting the expired ones on the way (the table holds minutes of quotes). */
export async function insertQuote(
  db: Database,
  entry: Omit<typeof onrampQuotes.$inferInsert, 'createdAt'>,
  now: Date,
): Promise<void> {
  await db.delete(onrampQuotes).where(lt(onrampQuotes.expiresAt, now))
  await db.insert(onrampQuotes).values({ ...entry, createdAt: now })
}

/** The unexpired quote `id` of `projectId`. */
export async function findQuote(
  db: Database,
  projectId: string,
  id: string,
  now: Date,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(onrampQuotes)
    .where(and(eq(onrampQuotes.id, id), eq(onrampQuotes.projectId, projectId)))
    .limit(1)
  return row && row.expiresAt > now ? row : undefined
}

/** Records a purchase (status pending). */
export async function insertPurchase(
  db: Database,
  entry: Omit<typeof onrampPurchases.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<PurchaseRow> {
  const [row] = await db
    .insert(onrampPurchases)
    .values({ ...entry, status: 'pending', createdAt: now, updatedAt: now })
    .returning()
  return row as PurchaseRow
}

/**
 * Who reads purchases: the holder of one purchase's read token (its SHA-256), or a signed-in address
 * (`namespace` and address, as a sign-in session names it).
 */
export type PurchaseReader =
  | { readTokenHash: string }
  | { namespace: 'eip155' | 'solana'; address: string }

/** Only the purchases `reader` may see: its token's one, or those whose destination is its address. */
export function readableBy(reader: PurchaseReader) {
  if ('readTokenHash' in reader) return eq(onrampPurchases.readTokenHash, reader.readTokenHash)
  // Destinations are CAIP-10 on any of the namespace's networks: an EVM address is one account on every
  // chain (compared in lower case, as addresses are checksummed when stored); a Solana one is case-sensitive.
  // Neither alphabet has LIKE's wildcards.
  return reader.namespace === 'eip155'
    ? like(sql`lower(${onrampPurchases.destination})`, `eip155:%:${reader.address.toLowerCase()}`)
    : like(onrampPurchases.destination, `solana:%:${reader.address}`)
}

/** The purchases of one partner user id in one project that `reader` may see, newest first. */
export async function purchasesOf(
  db: Database,
  projectId: string,
  partnerUserId: string,
  reader: PurchaseReader,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(onrampPurchases)
    .where(
      and(
        eq(onrampPurchases.projectId, projectId),
        eq(onrampPurchases.partnerUserId, partnerUserId),
        readableBy(reader),
      ),
    )
    .orderBy(desc(onrampPurchases.createdAt), desc(onrampPurchases.id))
    .limit(PURCHASES_LISTED)
}

/**
 * The transactions (lower-case hashes) that delivered purchases through `provider` to the EVM `account`
 * (lower case) in one project, of those `reader` may see: SPEC §7's history `onramp`.
 */
export async function deliveriesTo(
  db: Database,
  projectId: string,
  provider: string,
  account: string,
  reader: PurchaseReader,
): Promise<string[]> {
  const rows = await db
    .select({ hash: onrampPurchases.transactionHash })
    .from(onrampPurchases)
    .where(
      and(
        eq(onrampPurchases.projectId, projectId),
        eq(onrampPurchases.provider, provider),
        readableBy(reader),
        like(sql`lower(${onrampPurchases.destination})`, `eip155:%:${account}`),
        isNotNull(onrampPurchases.transactionHash),
      ),
    )
  return rows.flatMap((row) => (row.hash ? [row.hash.toLowerCase()] : []))
}

/** The purchase whose checkout token hashes to `checkoutHash`. */
export async function findByCheckout(
  db: Database,
  checkoutHash: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(onrampPurchases)
    .where(eq(onrampPurchases.checkoutHash, checkoutHash))
    .limit(1)
  return row
}

/**
 * Moves a purchase from one of the statuses `from` to `to` (with the fields given), in one
 * `UPDATE … WHERE status IN (…) RETURNING`: of two concurrent moves from the same status exactly one wins,
 * so a purchase is paid — and its tokens sent — once. Undefined when it was no longer in `from`.
 */
export async function movePurchase(
  db: Database,
  id: string,
  from: readonly OnrampPurchaseStatus[],
  to: OnrampPurchaseStatus,
  fields: { transactionHash?: string; failureReason?: string } = {},
  now = new Date(),
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(onrampPurchases)
    .set({ status: to, ...fields, updatedAt: now })
    .where(and(eq(onrampPurchases.id, id), inArray(onrampPurchases.status, [...from])))
    .returning()
  return row
}

/** Notes the transaction that pays a purchase out, while it stays paid (it is on its way). */
export async function noteTransaction(
  db: Database,
  id: string,
  transactionHash: string,
  now = new Date(),
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(onrampPurchases)
    .set({ transactionHash, updatedAt: now })
    .where(and(eq(onrampPurchases.id, id), eq(onrampPurchases.status, 'paid')))
    .returning()
  return row
}

/** A stored purchase as GET /v1/onramp/purchases answers it (an item of onrampPurchasesSchema). */
export function purchaseAnswer(row: PurchaseRow) {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    purchaseAmount: { value: row.purchaseAmount, currency: row.purchaseSymbol },
    paymentTotal: { value: row.paymentTotal, currency: row.paymentCurrency },
    network: row.network,
    destination: row.destination,
    ...(row.transactionHash ? { transactionHash: row.transactionHash } : {}),
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
