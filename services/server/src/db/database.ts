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
  /**
   * Tries to take a lock that lasts as long as this process's hold on the database: on PostgreSQL a
   * session-level advisory lock on a connection of its own (the server frees it when the process dies, a
   * kill -9 included); on PGlite, which one process has to itself, always granted. Resolves with the release,
   * or undefined when another process holds it.
   */
  tryHoldLock(key: readonly [number, number]): Promise<(() => Promise<void>) | undefined>
  close(): Promise<void>
}
