import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database.js'
import { nftTransfers } from '../db/nftSchema.js'
import { indexedBlocks, transfers } from '../db/schema.js'
import type { BlockRange } from './blockRange.js'
import type { NftTransferRow, TransferRow } from './logRows.js'
import { LOCK_KEY, storedTip, TipMoved } from './tip.js'

/**
 * Writes one round's rows and blocks in one transaction, under the chain's lock, and forgets blocks more
 * than `keepBlocks` behind the new tip. Throws TipMoved when another indexer (another instance of the
 * service) moved the tip since `tipHash` was read.
 */
export async function writeRound(
  db: Database,
  chainId: number,
  tipHash: string | undefined,
  round: { range: BlockRange; rows: TransferRow[]; nftRows: NftTransferRow[]; keepBlocks: number },
): Promise<void> {
  const { range, rows, nftRows, keepBlocks } = round
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY}, ${chainId})`)
    if ((await storedTip(tx, chainId))?.hash !== tipHash) throw new TipMoved()
    for (let index = 0; index < rows.length; index += 1_000)
      await tx
        .insert(transfers)
        .values(rows.slice(index, index + 1_000))
        .onConflictDoNothing()
    for (let index = 0; index < nftRows.length; index += 1_000)
      await tx
        .insert(nftTransfers)
        .values(nftRows.slice(index, index + 1_000))
        .onConflictDoNothing()
    await tx.insert(indexedBlocks).values(
      range.blocks.map((block) => ({
        chainId,
        number: Number(block.number),
        hash: block.hash as string,
        parentHash: block.parentHash,
        timestamp: Number(block.timestamp),
      })),
    )
    await tx
      .delete(indexedBlocks)
      .where(
        and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, range.end - keepBlocks)),
      )
  })
}
