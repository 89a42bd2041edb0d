// Vitest global setup (services project): the auth service's migrated PGlite database (with the share
// keeper's table, which tests run in-process), dumped once, so each
// test file opens its own in-memory copy in under a second (a cold PGlite takes ~7 s).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dumpPglite } from '@foyer/server'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open.js'
import { migrateKeeper } from '../keeper/store.js'

declare module 'vitest' {
  export interface ProvidedContext {
    authPgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase()
  await migrateKeeper(database)
  const dump = await dumpPglite(database)
  await database.close()
  const folder = join(process.cwd(), '.foyer', 'test-db')
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `auth-pglite-template-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('authPgliteTemplate', file)
}
