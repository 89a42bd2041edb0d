import { readFile } from 'node:fs/promises'
import type { OpenDatabase } from '../db/database.js'
import { walletDirectory } from './cache.js'
import { upsertWallets } from './directory.js'
import { type ParsedListings, parseListings } from './listing.js'
import { seedWallets } from './seed.js'

/** What an import did. */
export type ImportSummary = Omit<ParsedListings, 'wallets'> & { written: number; version: number }

/** Writes parsed listings and makes this process's directory reload at once (others within a second). */
export async function importListings(
  database: OpenDatabase,
  document: unknown,
): Promise<ImportSummary> {
  const { wallets, ...parsed } = parseListings(document)
  const { written, version } = await upsertWallets(database, wallets)
  walletDirectory(database).invalidate()
  return { ...parsed, written, version }
}

/** `wallets import <file.json>`: reads an explorer listing file and upserts its valid entries. */
export async function importWalletFile(
  database: OpenDatabase,
  file: string,
): Promise<ImportSummary> {
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return importListings(database, document)
}

/** `wallets seed`: writes the curated wallets (and the devnet's dev wallets unless left out). */
export async function seedDirectory(
  database: OpenDatabase,
  options: { devWallets?: boolean } = {},
): Promise<{ written: number; version: number }> {
  const result = await upsertWallets(database, seedWallets(options))
  walletDirectory(database).invalidate()
  return result
}

/** One line describing an import, for the command line. */
export function describeImport(summary: ImportSummary): string {
  const reasons = Object.entries(summary.reasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${count} × ${reason}`)
  return (
    `read ${summary.total} listing(s): wrote ${summary.written}, skipped ${summary.skipped}` +
    `${reasons.length ? ` (${reasons.join('; ')})` : ''}; directory version ${summary.version}`
  )
}
