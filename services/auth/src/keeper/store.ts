import { fileURLToPath } from 'node:url'
import { migrate } from '@foyer/server'
import type { VaultDatabase } from './vault.js'

/** The keeper's SQL migrations (its one table). */
export const KEEPER_MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url))

/**
 * Makes the keeper's table in `database`: the keeper's own database in production; in development and tests,
 * the auth service's (one process plays both there), with its own migrations table beside the auth's.
 */
export async function migrateKeeper(
  database: VaultDatabase & { exec(sql: string): Promise<void> },
): Promise<void> {
  await migrate(database, KEEPER_MIGRATIONS, 'keeper_migrations')
}
