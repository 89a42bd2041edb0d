import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'

// The Drizzle schema is what a service's code queries; its SQL migrations are what the database has. A
// service's schema test compares the two, table by table, with these.

/** The Drizzle tables among the exports of schema modules. */
export function drizzleTables(...modules: readonly object[]): PgTable[] {
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is PgTable =>
        typeof value === 'object' &&
        value !== null &&
        Symbol.for('drizzle:IsDrizzleTable') in value,
    ),
  )
}

/**
 * One table as the schema names it and as the migrated database has it: each column's NOT NULL (column
 * name → true when NOT NULL), and the schema's indexes the database lacks.
 */
export async function compareWithMigrated(
  database: { query<T>(sql: string, params?: unknown[]): Promise<T[]> },
  table: PgTable,
): Promise<{
  named: Record<string, boolean>
  migrated: Record<string, boolean>
  missingIndexes: string[]
}> {
  const config = getTableConfig(table)
  const rows = await database.query<{ column_name: string; is_nullable: string }>(
    "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
    [config.name],
  )
  const indexes = await database.query<{ indexname: string }>(
    'SELECT indexname FROM pg_indexes WHERE tablename = $1',
    [config.name],
  )
  const present = new Set(indexes.map((row) => row.indexname))
  return {
    named: Object.fromEntries(config.columns.map((column) => [column.name, column.notNull])),
    migrated: Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'NO'])),
    missingIndexes: config.indexes
      .map((index) => index.config.name ?? '')
      .filter((name) => !present.has(name)),
  }
}
