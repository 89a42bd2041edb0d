// Vitest global setup of the services project: a real PostgreSQL server with a migrated template database,
// and a migrated PGlite database dumped once, so each test file starts from either in under a second (a cold
// PGlite takes ~7 s; migrating a new PostgreSQL database 0.5–0.9 s on a busy machine, issue 38).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dumpPglite } from '@foyer/server'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open.js'
import { startPostgresServer } from './postgresServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    postgresTemplate: string
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const [postgres, template] = await Promise.all([
    startPostgresServer().then(async (server) => ({
      server,
      template: await migratedPostgresTemplate(server.url),
    })),
    migratedPgliteTemplate(),
  ])
  project.provide('postgresUrl', postgres.server.url)
  project.provide('postgresTemplate', postgres.template)
  project.provide('pgliteTemplate', template)
  return () => postgres.server.stop()
}

/**
 * A database on the test server migrated by the service's own code, which `CREATE DATABASE … TEMPLATE`
 * copies for each test file (the copy is the same as migrating it afresh, without running the migrations
 * again). Closed to connections: PostgreSQL copies a template only while nobody is connected to it.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = 'foyer_test_template'
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    const database = await openDatabase({ url: serverUrl.replace(/\/postgres$/, `/${name}`) })
    await database.close()
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
  } finally {
    await admin.end()
  }
  return name
}

async function migratedPgliteTemplate(): Promise<string> {
  const database = await openDatabase()
  const dump = await dumpPglite(database)
  await database.close()
  const folder = join(process.cwd(), '.foyer', 'test-db')
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `pglite-template-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return file
}
