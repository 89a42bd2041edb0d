import { fileURLToPath } from 'node:url'
import { type DatabaseLocation, openDatabase as openServiceDatabase } from '@foyer/server'
import type { OpenDatabase } from './database.js'
import * as schema from './schema.js'

const migrations = fileURLToPath(new URL('./migrations/', import.meta.url))

/** Where the database is: a PostgreSQL URL, or PGlite's folder (in memory when absent). */
export type OpenDatabaseOptions = DatabaseLocation

/** Opens (and migrates) the auth service's database: PostgreSQL when a URL is given, else embedded PGlite. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  return openServiceDatabase({ ...options, schema, migrations })
}
