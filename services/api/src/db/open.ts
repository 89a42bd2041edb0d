import { mkdirSync } from 'node:fs'
import type { OpenDatabase } from './database.js'
import { migrate } from './migrate.js'
import * as schema from './schema.js'

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  url?: string | undefined
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string | undefined
  /** PGlite only: start from a dumped data folder (fast test databases). */
  loadDataDir?: Blob | undefined
}

/** Opens (and migrates) the services' database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options)
  await migrate(database)
  return database
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
  }
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
  return {
    db: drizzle(client, { schema }),
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  }
}

/** Dumps a PGlite database to a tarball Blob, to start test databases from it quickly. */
export async function dumpPglite(database: OpenDatabase): Promise<Blob> {
  const client = (database.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client
  return client.dumpDataDir()
}
