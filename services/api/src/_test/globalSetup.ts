// Vitest global setup of the services project: a real PostgreSQL server, and a migrated PGlite database
// dumped once so each test file starts from it in under a second (a cold PGlite takes ~7 s).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dumpPglite } from '@foyer/server'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open.js'
import { startPostgresServer } from './postgresServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const [postgres, template] = await Promise.all([startPostgresServer(), migratedPgliteTemplate()])
  project.provide('postgresUrl', postgres.url)
  project.provide('pgliteTemplate', template)
  return () => postgres.stop()
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
