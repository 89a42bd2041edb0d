import { readFile } from 'node:fs/promises'
import type { OpenDatabase } from '../db/database.js'
import { walletDirectory } from './cache.js'
import { upsertWallets } from './directory.js'
import { type ParsedListings, parseListings } from './listing.js'
import { fetchListingLogos, type LogoFetchOptions, type LogoSummary } from './listingLogos.js'
import { seedWallets } from './seed.js'

/** What an import did; `logos` unless logos were left out. */
export type ImportSummary = Omit<ParsedListings, 'wallets' | 'logos'> & {
  written: number
  version: number
  logos?: LogoSummary
}

/** How an import treats the listings' logos: fetched (the default) or left out (`false`). */
export type ImportOptions = { logos?: LogoFetchOptions | false }

/**
 * Writes parsed listings and makes this process's directory reload at once (others within a second), then
 * fetches their logos into the image store (served instead of the placeholder tile as soon as each is stored).
 */
export async function importListings(
  database: OpenDatabase,
  document: unknown,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const { wallets, logos, ...parsed } = parseListings(document)
  const { written, version } = await upsertWallets(database, wallets)
  walletDirectory(database).invalidate()
  if (options.logos === false) return { ...parsed, written, version }
  const logoSummary = await fetchListingLogos(database.db, logos, options.logos)
  return { ...parsed, written, version, logos: logoSummary }
}

/** `wallets import <file.json>`: reads an explorer listing file and upserts its valid entries. */
export async function importWalletFile(
  database: OpenDatabase,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return importListings(database, document, options)
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
  const logos = summary.logos
  const failed = logos
    ? Object.entries(logos.failed)
        .sort((a, b) => b[1] - a[1])
        .map(([reason, count]) => `${count} × ${reason}`)
    : []
  return (
    `read ${summary.total} listing(s): wrote ${summary.written}, skipped ${summary.skipped}` +
    `${reasons.length ? ` (${reasons.join('; ')})` : ''}; directory version ${summary.version}` +
    (logos
      ? `\nlogos: stored ${logos.stored}, kept ${logos.kept} already stored, failed ${failed.length ? failed.join('; ') : 'none'}`
      : '')
  )
}
