import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** A service's database, whichever engine is behind it (PGlite or PostgreSQL): same schema, same queries. */
export type Database<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>

/** An open database: Drizzle for queries, raw SQL for migrations and set-up, and how to close it. */
export type OpenDatabase<S extends Record<string, unknown>> = {
  db: Database<S>
  kind: 'pglite' | 'postgres'
  /** Runs one or more statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}
