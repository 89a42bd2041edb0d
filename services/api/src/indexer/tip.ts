// Following a chain's tip: what the index holds, and where it must rewind to after a reorganisation.
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { Database } from '../db/database.js'
import { nftTransfers } from '../db/nftSchema.js'
import { indexedBlocks, transfers as transferRows } from '../db/schema.js'

/** Key of the advisory lock (with the chain id) that serialises writers of one chain's index. */
export const LOCK_KEY = 0x0f0e7

/** Query access the tip look-ups need (a transaction or the database). */
export type Queryable = Pick<Database, 'select'>

export class TipMoved extends Error {}

export async function storedTip(db: Queryable, chainId: number) {
  const [tip] = await db
    .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
    .from(indexedBlocks)
    .where(eq(indexedBlocks.chainId, chainId))
    .orderBy(desc(indexedBlocks.number))
    .limit(1)
  return tip
}

export async function blockHeader(client: PublicClient, number: number) {
  try {
    return await client.getBlock({ blockNumber: BigInt(number) })
  } catch {
    return undefined
  }
}

/** The newest kept block still on the chain, walking back from `below`; undefined when none is. */
export async function findCommonAncestor(
  db: Database,
  client: PublicClient,
  chainId: number,
  below: number,
): Promise<{ number: number; hash: string } | undefined> {
  let upTo = below
  for (;;) {
    const kept = await db
      .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), sql`${indexedBlocks.number} <= ${upTo}`))
      .orderBy(desc(indexedBlocks.number))
      .limit(32)
    if (kept.length === 0) return undefined
    for (const block of kept) {
      if ((await blockHeader(client, block.number))?.hash === block.hash) return block
    }
    upTo = (kept[kept.length - 1] as { number: number }).number - 1
  }
}

/** Deletes what was indexed above `ancestor` (everything when undefined). */
export async function rewind(db: Database, chainId: number, ancestor: number | undefined) {
  const above = ancestor ?? -1
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY}, ${chainId})`)
    await tx
      .delete(transferRows)
      .where(and(eq(transferRows.chainId, chainId), gt(transferRows.blockNumber, above)))
    await tx
      .delete(nftTransfers)
      .where(and(eq(nftTransfers.chainId, chainId), gt(nftTransfers.blockNumber, above)))
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, above)))
  })
}

/**
 * The tip to index from: `tip` itself, or after a reorganisation (the chain no longer holds it, or its
 * next block does not follow it) the newest kept block still on the chain, with what was indexed above
 * it deleted. `reorgedTo` is that ancestor's number (-1: nothing kept) when there was one.
 */
export async function followTip(
  db: Database,
  client: PublicClient,
  chainId: number,
  head: number,
  tip: { number: number; hash: string } | undefined,
): Promise<{ tip: { number: number; hash: string } | undefined; reorgedTo?: number }> {
  if (!tip) return { tip }
  let reorganised: boolean
  if (head < tip.number) reorganised = true
  else if (head === tip.number)
    reorganised = (await blockHeader(client, tip.number))?.hash !== tip.hash
  else reorganised = (await blockHeader(client, tip.number + 1))?.parentHash !== tip.hash
  if (!reorganised) return { tip }
  const ancestor = await findCommonAncestor(db, client, chainId, Math.min(head, tip.number))
  await rewind(db, chainId, ancestor?.number)
  return { tip: ancestor, reorgedTo: ancestor?.number ?? -1 }
}
