import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.js'

/** The services' database, whichever engine is behind it (PGlite or PostgreSQL): same schema, same queries. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: Drizzle for queries, raw SQL for migrations and set-up, and how to close it. */
export type OpenDatabase = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs one or more statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}
