import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openPostgresTestDatabase, openTestDatabase } from '../_test/harness.js'
import type { OpenDatabase } from './database.js'
import * as schema from './schema.js'

// The Drizzle schema is what the code queries; the SQL migrations are what the database has. They must agree,
// on PGlite and on PostgreSQL.
const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
)

const openPostgres = () => openPostgresTestDatabase('foyer_auth_test')

describe.each([
  ['pglite', openTestDatabase],
  ['postgres', openPostgres],
] as const)(
  'the migrated %s database has every table and column the Drizzle schema names',
  (_, open) => {
    let database: OpenDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(() => database.close())

    test('every table is prefixed auth_', () => {
      expect(tables.length).toBeGreaterThanOrEqual(8)
      for (const table of tables) expect(getTableConfig(table).name).toMatch(/^auth_/)
    })

    test.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
      '%s',
      async (name, table) => {
        const config = getTableConfig(table)
        const rows = await database.query<{ column_name: string; is_nullable: string }>(
          "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
          [name],
        )
        const actual = Object.fromEntries(
          rows.map((row) => [row.column_name, row.is_nullable === 'NO']),
        )
        const expected = Object.fromEntries(
          config.columns.map((column) => [column.name, column.notNull]),
        )
        expect(actual).toEqual(expected)
        const indexes = await database.query<{ indexname: string }>(
          'SELECT indexname FROM pg_indexes WHERE tablename = $1',
          [name],
        )
        for (const index of config.indexes)
          expect(indexes.map((row) => row.indexname)).toContain(index.config.name)
      },
    )
  },
)
