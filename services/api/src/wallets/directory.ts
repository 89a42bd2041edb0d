import { eq, sql } from 'drizzle-orm'
import type { Database, OpenDatabase } from '../db/database.js'
import { wallets } from '../db/schema.js'
import { directoryVersion } from '../db/walletSchema.js'
import { DEFAULT_RANK, type WalletBadge, type WalletRecord } from './types.js'

/** Rows per INSERT: 500 × 11 parameters stays far below PostgreSQL's 65 535-parameter limit. */
export const UPSERT_BATCH_SIZE = 500

type Executor = Pick<Database, 'insert' | 'update' | 'select'>

/** What the in-memory index is built from: every wallet, in rank order. */
export type DirectoryRow = WalletRecord & { rank: number }

function row(wallet: WalletRecord) {
  return {
    id: wallet.id,
    name: wallet.name,
    searchName: wallet.name.toLowerCase(),
    rdns: wallet.rdns,
    homepage: wallet.homepage,
    chains: wallet.chains,
    mobileLink: wallet.mobileLink,
    desktopLink: wallet.desktopLink,
    webappLink: wallet.webappLink,
    badgeType: wallet.badgeType,
    rank: wallet.rank ?? DEFAULT_RANK,
  }
}

const updatedColumns = {
  name: sql`excluded.name`,
  searchName: sql`excluded.search_name`,
  rdns: sql`excluded.rdns`,
  homepage: sql`excluded.homepage`,
  chains: sql`excluded.chains`,
  mobileLink: sql`excluded.mobile_link`,
  desktopLink: sql`excluded.desktop_link`,
  webappLink: sql`excluded.webapp_link`,
  badgeType: sql`excluded.badge_type`,
}

async function upsertBatch(db: Executor, batch: WalletRecord[], withRank: boolean) {
  if (!batch.length) return
  await db
    .insert(wallets)
    .values(batch.map(row))
    .onConflictDoUpdate({
      target: wallets.id,
      // A wallet imported without a rank keeps the one it has (e.g. from the curated seed).
      set: withRank ? { ...updatedColumns, rank: sql`excluded.rank` } : updatedColumns,
    })
}

/** Bumps the directory version; every process reloads its in-memory index when it sees the change. */
export async function bumpDirectoryVersion(db: Executor): Promise<number> {
  const [updated] = await db
    .update(directoryVersion)
    .set({ version: sql`${directoryVersion.version} + 1`, updatedAt: sql`now()` })
    .where(eq(directoryVersion.id, 1))
    .returning({ version: directoryVersion.version })
  return updated?.version ?? 0
}

/** The directory's current version (0 before any import). */
export async function readDirectoryVersion(db: Executor): Promise<number> {
  const [current] = await db
    .select({ version: directoryVersion.version })
    .from(directoryVersion)
    .where(eq(directoryVersion.id, 1))
  return current?.version ?? 0
}

/**
 * Creates or updates wallets in multi-row batches, in one transaction that also bumps the directory
 * version: other processes see the whole import or none of it. Ids must be unique within `records`.
 */
export async function upsertWallets(
  database: OpenDatabase,
  records: readonly WalletRecord[],
  { batchSize = UPSERT_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<{ written: number; version: number }> {
  const version = await database.db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += batchSize) {
      const batch = records.slice(start, start + batchSize)
      await upsertBatch(
        tx,
        batch.filter((wallet) => wallet.rank !== undefined),
        true,
      )
      await upsertBatch(
        tx,
        batch.filter((wallet) => wallet.rank === undefined),
        false,
      )
    }
    return bumpDirectoryVersion(tx)
  })
  return { written: records.length, version }
}

/** Every wallet of the directory, rank order first. */
export async function loadDirectory(db: Executor): Promise<DirectoryRow[]> {
  const rows = await db
    .select({
      id: wallets.id,
      name: wallets.name,
      rdns: wallets.rdns,
      homepage: wallets.homepage,
      chains: wallets.chains,
      mobileLink: wallets.mobileLink,
      desktopLink: wallets.desktopLink,
      webappLink: wallets.webappLink,
      badgeType: wallets.badgeType,
      rank: wallets.rank,
    })
    .from(wallets)
    .orderBy(wallets.rank, wallets.name)
  return rows.map((wallet) => ({
    ...wallet,
    chains: Array.isArray(wallet.chains) ? wallet.chains : [],
    badgeType:
      wallet.badgeType === 'certified' || wallet.badgeType === 'none'
        ? (wallet.badgeType as WalletBadge)
        : null,
  }))
}
