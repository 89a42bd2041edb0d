import { compareWithMigrated, drizzleTables } from '@foyer/server/testing/schema'
import { getTableConfig } from 'drizzle-orm/pg-core'
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
const tables = drizzleTables(
  schema,
  dataSchema,
  walletSchema,
  imageSchema,
  profileSchema,
  sessionSchema,
  onrampSchema,
  nftSchema,
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
      async (_, table) => {
        const { named, migrated, missingIndexes } = await compareWithMigrated(database, table)
        expect(migrated).toMatchObject(named)
        expect(missingIndexes).toEqual([])
      },
    )
  },
)
