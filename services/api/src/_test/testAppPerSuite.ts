import { afterAll, beforeAll } from 'vitest'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { testApp } from './app.js'
import { type Engine, openTestDatabase } from './databases.js'

/**
 * The test app on a fresh `engine` database for the tests of the describe block it is called in: made in
 * `beforeAll`, the database closed in `afterAll`. The object returned is filled in when `beforeAll` runs, so
 * it is read inside tests, never in the block's own body.
 */
export function testAppPerSuite(engine: Engine): { app: App; database: OpenDatabase } {
  const suite = {} as { app: App; database: OpenDatabase }
  beforeAll(async () => {
    suite.database = await openTestDatabase(engine)
    suite.app = await testApp(suite.database)
  })
  afterAll(() => suite.database?.close())
  return suite
}
