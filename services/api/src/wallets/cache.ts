import { logError } from '@foyer/server'
import type { OpenDatabase } from '../db/database.js'
import { loadDirectory, readDirectoryVersion } from './directory.js'
import { WalletIndex } from './searchIndex.js'

/** How often a process asks the database whether the directory changed. */
export const VERSION_CHECK_INTERVAL_MS = 1_000

/** A process's copy of the wallet directory. */
export type WalletDirectory = {
  /** The index, reloaded first when the directory version changed (checked at most once per interval). */
  current(): Promise<WalletIndex>
  /** Makes the next `current()` check the version at once (after an import in this process). */
  invalidate(): void
}

const directories = new WeakMap<OpenDatabase, WalletDirectory>()

/**
 * The in-memory wallet directory of `database`, one per database per process (every app built on the same
 * database shares it). Loaded on first use; afterwards the one-row `directory_version` is read at most
 * once per `checkIntervalMs`, and the wallets are reloaded only when it changed. Processes share nothing
 * but the database, so the service scales out: an import anywhere shows everywhere within the interval.
 */
export function walletDirectory(
  database: OpenDatabase,
  { checkIntervalMs = VERSION_CHECK_INTERVAL_MS }: { checkIntervalMs?: number } = {},
): WalletDirectory {
  const existing = directories.get(database)
  if (existing) return existing
  let index: WalletIndex | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let pending: Promise<WalletIndex> | undefined
  // Bumped by invalidate(): a refresh that started before an invalidation does not count as a check.
  let generation = 0

  async function refresh(): Promise<WalletIndex> {
    const started = generation
    try {
      // The version is read before the rows: a concurrent import can only make us reload once more.
      const version = await readDirectoryVersion(database.db)
      if (!index || index.version !== version) {
        const loaded = new WalletIndex(version, await loadDirectory(database.db))
        // A refresh overtaken by an invalidation may have read an older version: keep the newer copy.
        if (!index || generation === started) index = loaded
      }
    } catch (error) {
      // Keep answering from the copy we have while the database is unreachable; retry next interval.
      if (!index) throw error
      logError('foyer-api', 'wallet directory refresh failed', error)
    }
    if (generation === started) checkedAt = Date.now()
    return index
  }

  const directory: WalletDirectory = {
    current() {
      if (index && Date.now() - checkedAt < checkIntervalMs) return Promise.resolve(index)
      if (!pending) {
        const refreshing = refresh().finally(() => {
          if (pending === refreshing) pending = undefined
        })
        pending = refreshing
      }
      return pending
    },
    invalidate() {
      generation++
      checkedAt = Number.NEGATIVE_INFINITY
      pending = undefined
    },
  }
  directories.set(database, directory)
  return directory
}
