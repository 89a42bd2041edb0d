import { lendPglite } from '@foyer/server/testing/pglite'
import { inject } from 'vitest'
import type { OpenDatabase } from '../db/database.js'
import { openDatabase } from '../db/open.js'

/** The engines every storage test runs on. */
export const ENGINES = ['pglite', 'postgres'] as const
export type Engine = (typeof ENGINES)[number]

let counter = 0

/**
 * A fresh, migrated database on `engine`: PGlite in the dumped template's state (lent from the tests' pool),
 * or a new database on the test PostgreSQL server copied from its migrated template (one per call, so test
 * files never see each other's rows; opening it still runs the service's migration check, which finds
 * nothing to do).
 */
export async function openTestDatabase(engine: Engine): Promise<OpenDatabase> {
  if (engine === 'pglite')
    return openDatabase({ pglite: await lendPglite(inject('pgliteTemplate')) })
  return openDatabase({ url: await newPostgresDatabase({ migrated: true }) })
}

/**
 * A new database on the test PostgreSQL server: its URL (for a process of its own, too). Empty, so the
 * process that opens it migrates it; `migrated` copies the global setup's migrated template instead.
 */
export async function newPostgresDatabase({ migrated = false } = {}): Promise<string> {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  const name = `foyer_test_${process.pid}_${Date.now()}_${counter++}`
  await admin.connect()
  try {
    await admin.query(
      `CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${inject('postgresTemplate')}` : ''}`,
    )
  } finally {
    await admin.end()
  }
  return inject('postgresUrl').replace(/\/postgres$/, `/${name}`)
}
