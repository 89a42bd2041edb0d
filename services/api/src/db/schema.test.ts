import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { OpenDatabase } from './database.js'
import * as dataSchema from './dataSchema.js'
import * as imageSchema from './imageSchema.js'
import * as nftSchema from './nftSchema.js'
import * as onrampSchema from './onrampSchema.js'
import * as profileSchema from './profileSchema.js'
import * as schema from './schema.js'
import * as sessionSchema from './sessionSchema.js'
import * as walletSchema from './walletSchema.js'

// The Drizzle schema is what the code queries; the SQL migrations are what the database has. They must agree.
const tables = [
  schema,
  dataSchema,
  walletSchema,
  imageSchema,
  profileSchema,
  sessionSchema,
  onrampSchema,
  nftSchema,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is PgTable =>
      typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
  ),
)

describe.each(ENGINES)(
  'the migrated %s database has every table and column the Drizzle schema names',
  (engine) => {
    let database: OpenDatabase
    beforeAll(async () => {
      database = await openTestDatabase(engine)
    })
    afterAll(() => database.close())

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
        expect(actual).toMatchObject(expected)
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
