import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { CLIENT_QUERY, testApp, testConfig } from './_test/app.js'
import { startOfAMinute } from './_test/clock.js'
import { openTestDatabase } from './_test/databases.js'
import type { App } from './app.js'
import type { OpenDatabase } from './db/database.js'

// Issue 22: analytics writes and cache-skipping reads had no limit. Small limits here, so the test is quick.

let database: OpenDatabase
let app: App
const minute = 60_000

beforeAll(async () => {
  database = await openTestDatabase('pglite')
})
afterAll(() => database.close())

/**
 * The app with small limits, made by each test after it has set the clock one second into a minute
 * (`startOfAMinute`): the requests it counts all fall in one of the limits' minute-long windows.
 */
async function limitedApp(): Promise<App> {
  startOfAMinute()
  const limited = await testApp(database, {
    ...testConfig(),
    trustProxyHops: 1,
    rateLimits: {
      analyticsPerClient: { limit: 3, windowMs: minute },
      analyticsPerProject: { limit: 5, windowMs: minute },
      freshReadsPerClient: { limit: 2, windowMs: minute },
      freshReadsPerProject: { limit: 100, windowMs: minute },
    },
  })
  onTestFinished(() => limited.stopGateway())
  return limited
}

const event = (id: string) =>
  JSON.stringify({
    eventId: id,
    url: 'http://app.test/',
    domain: 'app.test',
    timestamp: 1,
    props: {},
  })
const postEvent = (id: string, client: string) =>
  app.request(`/e?${CLIENT_QUERY}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://app.test',
      'x-forwarded-for': client,
    },
    body: event(id),
  })
const stored = async () =>
  (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events'))[0]?.n

test('analytics: a client past its limit gets 429 with Retry-After; the project has its own ceiling', async () => {
  app = await limitedApp()
  const statuses = []
  for (let i = 0; i < 4; i++) statuses.push((await postEvent(`a${i}`, '198.51.100.1')).status)
  expect(statuses).toEqual([202, 202, 202, 429])
  const refused = await postEvent('a4', '198.51.100.1')
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
  // Another client: within its own limit, until the project's ceiling (5 accepted hits) is reached.
  expect((await postEvent('b0', '198.51.100.2')).status).toBe(202)
  expect((await postEvent('b1', '198.51.100.2')).status).toBe(202)
  expect((await postEvent('b2', '198.51.100.2')).status).toBe(429)
  // Only accepted events were kept.
  expect(await stored()).toBe(5)
})

test('forceUpdate reads are limited per client; cached reads are not', async () => {
  app = await limitedApp()
  const read = (query: string) =>
    app.request(
      `/v1/account/0x90F79bf6EB2c4f870365E785982E1f101E93b906/balance?${CLIENT_QUERY}&chainId=eip155:31337${query}`,
      { headers: { 'x-forwarded-for': '198.51.100.9' } },
    )
  expect((await read('&forceUpdate=true')).status).toBe(200)
  expect((await read('&forceUpdate=true')).status).toBe(200)
  const refused = await read('&forceUpdate=true')
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).not.toBeNull()
  expect((await read('')).status).toBe(200)
})
