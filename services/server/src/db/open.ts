import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { OpenDatabase } from './database.js'
import { lockDataFolder } from './folderLock.js'
import { migrate } from './migrate.js'

/** Where a service's database is: what its own `openDatabase` takes (the service adds its schema and migrations). */
export type DatabaseLocation = {
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  url?: string | undefined
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string | undefined
  /** PGlite only: start from a dumped data folder (fast test databases). */
  loadDataDir?: Blob | undefined
  /** PGlite only: a client already started, given back on close (the tests' pool, `@foyer/server/testing/pglite`). */
  pglite?: LentPglite | undefined
}

/** A started PGlite lent for a while: closing the database gives it back instead of closing it. */
export type LentPglite = { client: PGlite; giveBack(): Promise<void> }

export type OpenDatabaseOptions<S extends Record<string, unknown>> = DatabaseLocation & {
  /** The service's Drizzle schema. */
  schema: S
  /** The folder of the service's SQL migrations, applied on open. */
  migrations: string
}

/** Opens (and migrates) a service's database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase<S extends Record<string, unknown>>(
  options: OpenDatabaseOptions<S>,
): Promise<OpenDatabase<S>> {
  const database = options.url
    ? await openPostgres(options.url, options.schema)
    : await openPglite(options)
  await migrate(database, options.migrations)
  return database
}

async function openPostgres<S extends Record<string, unknown>>(
  url: string,
  schema: S,
): Promise<OpenDatabase<S>> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return {
    db: drizzle(pool, { schema }) as unknown as OpenDatabase<S>['db'],
    kind: 'postgres',
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    async tryHoldLock([first, second]) {
      const client = await pool.connect()
      try {
        const { rows } = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS held',
          [first, second],
        )
        if (!rows[0]?.held) {
          client.release()
          return undefined
        }
      } catch (error) {
        client.release()
        throw error
      }
      // The connection stays out of the pool while the lock is held: the lock is the session's.
      return async () => {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [first, second]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

async function openPglite<S extends Record<string, unknown>>(
  options: OpenDatabaseOptions<S>,
): Promise<OpenDatabase<S>> {
  const { drizzle } = await import('drizzle-orm/pglite')
  const { client, close } = options.pglite
    ? { client: options.pglite.client, close: options.pglite.giveBack }
    : await startPglite(options)
  return {
    db: drizzle(client, { schema: options.schema }) as unknown as OpenDatabase<S>['db'],
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    // One process has the folder (its lock): nobody else could hold this one.
    tryHoldLock: async () => async () => {},
    close,
  }
}

async function startPglite(
  options: DatabaseLocation,
): Promise<{ client: PGlite; close(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const release = options.dataDir ? lockDataFolder(options.dataDir) : () => {}
  let client: PGlite
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
  } catch (error) {
    release()
    throw error
  }
  return {
    client,
    close: async () => {
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}

/** Dumps a PGlite database to a tarball Blob, to start test databases from it quickly. */
export async function dumpPglite(database: OpenDatabase<Record<string, unknown>>): Promise<Blob> {
  const client = (database.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client
  return client.dumpDataDir()
}

/**
 * The database the environment names: DATABASE_URL (PostgreSQL), else PGlite in `dataDirVariable`'s folder
 * (or `defaultDataDir`).
 */
export function databaseFromEnv(
  dataDirVariable: string,
  defaultDataDir: string,
): { url?: string; dataDir?: string } {
  const url = process.env.DATABASE_URL
  return url ? { url } : { dataDir: process.env[dataDirVariable] ?? defaultDataDir }
}
