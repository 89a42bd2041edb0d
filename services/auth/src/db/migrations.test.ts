import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@foyer/server'
import { lendPglite } from '@foyer/server/testing/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { OpenDatabase } from './database.js'
import * as schema from './schema.js'

// auth_0004 (accounts per project) on a database with accounts in it: each account goes to the project of
// its oldest session, an account with none to no project, identities follow their account and take their
// preset's issuer.

const folder = fileURLToPath(new URL('./migrations/', import.meta.url))
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort()
const before = files.filter((file) => file < 'auth_0004')
let earlier: string
let database: OpenDatabase

beforeAll(async () => {
  earlier = mkdtempSync(join(tmpdir(), 'foyer-auth-migrations-'))
  for (const file of before) writeFileSync(join(earlier, file), readFileSync(join(folder, file)))
  database = (await openDatabase({
    pglite: await lendPglite(),
    schema,
    migrations: earlier,
  })) as OpenDatabase
})
afterAll(async () => {
  await database.close()
  rmSync(earlier, { recursive: true, force: true })
})

test('existing accounts move to the project of their oldest session; identities follow', async () => {
  await database.exec(`
    INSERT INTO auth_users (id, email, created_at) VALUES
      ('u1', 'ada@example.com', now()), ('u2', 'grace@example.com', now()), ('u3', NULL, now());
    INSERT INTO auth_sessions (token_hash, user_id, device_id, project_id, created_at, expires_at) VALUES
      ('h1', 'u1', 'd', 'shop', now() - interval '2 days', now()),
      ('h2', 'u1', 'd', 'other', now() - interval '1 day', now()),
      ('h3', 'u3', 'd', 'shop', now(), now());
    INSERT INTO auth_identities (provider, subject, user_id, created_at) VALUES
      ('google', 's1', 'u1', now()), ('farcaster', '1729', 'u3', now());
  `)
  for (const file of files.filter((name) => name >= 'auth_0004'))
    await database.exec(readFileSync(join(folder, file), 'utf8'))
  expect(await database.query('SELECT id, project_id FROM auth_users ORDER BY id')).toEqual([
    { id: 'u1', project_id: 'shop' },
    { id: 'u2', project_id: '' },
    { id: 'u3', project_id: 'shop' },
  ])
  expect(
    await database.query(
      'SELECT project_id, issuer, provider, subject FROM auth_identities ORDER BY subject',
    ),
  ).toEqual([
    { project_id: 'shop', issuer: 'farcaster', provider: 'farcaster', subject: '1729' },
    {
      project_id: 'shop',
      issuer: 'https://accounts.google.com',
      provider: 'google',
      subject: 's1',
    },
  ])
  // The same address may now have an account in another project.
  await database.exec(
    "INSERT INTO auth_users (id, project_id, email, created_at) VALUES ('u4', 'other', 'ada@example.com', now())",
  )
})
