import { createRateLimiter } from '@foyer/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CLIENT_QUERY, TEST_PROJECT, testApp, testConfig } from '../_test/app.js'
import { startOfAMinute } from '../_test/clock.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'

// Issue 37: two instances of the data service behind one balancer share one limit on PostgreSQL (the counts
// are the database's), where each would have counted its own share in memory. N+1 requests spread over both
// instances: the last is a 429.

const LIMIT = 6
let postgres: OpenDatabase
let pglite: OpenDatabase
const apps: App[] = []

beforeAll(async () => {
  ;[postgres, pglite] = await Promise.all([
    openTestDatabase('postgres'),
    openTestDatabase('pglite'),
  ])
})
afterAll(async () => {
  for (const app of apps) app.stopGateway()
  await Promise.all([postgres.close(), pglite.close()])
})

/** Two instances of the service on `database`, with a client limit of LIMIT units a minute. */
async function twoInstances(database: OpenDatabase): Promise<App[]> {
  const config = {
    ...testConfig(),
    rateLimits: { rpcUnitsPerClient: { limit: LIMIT, windowMs: 60_000 } },
  }
  const pair = [await testApp(database, config), await testApp(database, config)]
  apps.push(...pair)
  return pair
}

const balance = (on: App, id: number) =>
  on.request(`/v1/?chainId=${testConfig().chains[0]?.id}&projectId=${TEST_PROJECT.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'eth_getBalance',
      params: ['0x0000000000000000000000000000000000000001', 'latest'],
    }),
  })

test('on PostgreSQL, N+1 requests spread over two instances: the last is a 429 with Retry-After', async () => {
  startOfAMinute()
  const [first, second] = (await twoInstances(postgres)) as [App, App]
  const statuses: number[] = []
  for (let id = 0; id < LIMIT; id++)
    statuses.push((await balance(id % 2 ? second : first, id)).status)
  expect(statuses).toEqual(Array(LIMIT).fill(200))
  const over = await balance(second, LIMIT)
  expect(over.status).toBe(429)
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await balance(first, LIMIT + 1)).status).toBe(429)
})

test('on PGlite (one process by design) each instance counts in memory: the same spread passes', async () => {
  const [first, second] = (await twoInstances(pglite)) as [App, App]
  for (let id = 0; id <= LIMIT; id++)
    expect((await balance(id % 2 ? second : first, id)).status).toBe(200)
})

test('limits of every window length share the table: a one-second limit’s sweep leaves an hour’s count', async () => {
  const clock = { now: 1_700_000_000_000 }
  const now = () => clock.now
  const hourly = createRateLimiter(
    { limit: 1, windowMs: 3_600_000 },
    { store: postgres, now, scope: 'sweep-test:hour:' },
  )
  const perSecond = createRateLimiter(
    { limit: 100, windowMs: 1_000 },
    { store: postgres, now, scope: 'sweep-test:second:' },
  )
  await hourly.take('client')
  clock.now += 5_000
  // Its first take sweeps the windows that are over.
  await perSecond.take('client')
  await expect(hourly.take('client')).rejects.toMatchObject({ status: 429 })
})

test('on PostgreSQL the other limits are shared too: sign-in nonces over two instances', async () => {
  startOfAMinute()
  const database = await openTestDatabase('postgres')
  const config = {
    ...testConfig(),
    rateLimits: { freshReadsPerClient: { limit: 3, windowMs: 60_000 } },
  }
  const pair = [await testApp(database, config), await testApp(database, config)]
  apps.push(...pair)
  const nonce = (on: App) => on.request(`/v1/sessions/nonce?${CLIENT_QUERY}`, { method: 'POST' })
  const statuses: number[] = []
  for (let index = 0; index < 4; index++)
    statuses.push((await nonce(pair[index % 2] as App)).status)
  expect(statuses).toEqual([200, 200, 200, 429])
  await database.close()
})
