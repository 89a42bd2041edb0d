import { compareWithMigrated, drizzleTables } from '@foyer/server/testing/schema'
import { getTableConfig } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openPostgresTestDatabase, openTestDatabase } from '../_test/harness.js'
import type { OpenDatabase } from './database.js'
import * as schema from './schema.js'

// The Drizzle schema is what the code queries; the SQL migrations are what the database has. They must agree,
// on PGlite and on PostgreSQL.
const tables = drizzleTables(schema)

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
      async (_, table) => {
        const { named, migrated, missingIndexes } = await compareWithMigrated(database, table)
        expect(migrated).toEqual(named)
        expect(missingIndexes).toEqual([])
      },
    )
  },
)
