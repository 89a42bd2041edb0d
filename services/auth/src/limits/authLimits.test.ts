import { afterAll, expect, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import {
  call,
  DEVICE_A,
  openPostgresTestDatabase,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import type { OpenDatabase } from '../db/database.js'

// Issue 37/39: the auth service's limits are the kit's limiter's, counted in PostgreSQL's
// auth_rate_limit_windows when the service runs on it, so that two instances behind one balancer share
// each limit (each counting its own share would double it).

const opened: OpenDatabase[] = []
afterAll(() => Promise.all(opened.map((database) => database.close())))

async function openPostgres(): Promise<OpenDatabase> {
  const database = await openPostgresTestDatabase('foyer_auth_limits')
  opened.push(database)
  return database
}

test('attack: login starts from one network spread over two instances on PostgreSQL: the 4th is a 429', async () => {
  const database = await openPostgres()
  const instances = [1, 2].map(() => testService(database, { config: { startsPerClient: 3 } }))
  let counter = 0
  const start = (index: number) =>
    call((instances[index % 2] as TestService).app, 'POST', '/v1/login/email', {
      body: {
        projectId: TEST_PROJECT.id,
        email: `spread${++counter}@example.com`,
        deviceId: DEVICE_A,
      },
      ip: '192.0.2.77',
    })
  const statuses: number[] = []
  for (let index = 0; index < 3; index++) statuses.push((await start(index)).status)
  expect(statuses).toEqual([200, 200, 200])
  const refused = await start(3)
  expect(refused.status).toBe(429)
  expect(errorMessage(refused.body)).toMatch(
    /^Too many sign-in attempts from your network\. Please try again in \d+ minutes?\.$/,
  )
  expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } })
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  // Counted in the service's own table, one row per key and window.
  const rows = await database.query<{ limit_key: string; hits: number }>(
    "SELECT limit_key, hits FROM auth_rate_limit_windows WHERE limit_key LIKE 'client:%'",
  )
  expect(rows).toEqual([{ limit_key: 'client:192.0.2.77', hits: 4 }])
})
