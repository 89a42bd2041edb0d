import { fileURLToPath } from 'node:url'
import { openDatabase as openServiceDatabase } from '@foyer/server'
import type { OpenDatabase } from './database.js'
import * as schema from './schema.js'

const migrations = fileURLToPath(new URL('./migrations/', import.meta.url))

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  url?: string | undefined
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string | undefined
  /** PGlite only: start from a dumped data folder (fast test databases). */
  loadDataDir?: Blob | undefined
}

/** Opens (and migrates) the services' database: PostgreSQL when a URL is given, else embedded PGlite. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  return openServiceDatabase({ ...options, schema, migrations })
}
