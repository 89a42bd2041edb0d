import { expect, test } from 'vitest'
import { CLIENT_QUERY } from '../_test/app.js'
import { testAppPerSuite } from '../_test/testAppPerSuite.js'
import { dropOldAnalytics } from './retention.js'

// Issue 22: analytics were kept forever and had no size cap.

const suite = testAppPerSuite('pglite')

const post = (props: unknown, id: string) =>
  suite.app.request(`/e?${CLIENT_QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://app.test' },
    body: JSON.stringify({
      eventId: id,
      url: 'http://app.test/',
      domain: 'app.test',
      timestamp: 1,
      props,
    }),
  })
const count = async () =>
  (await suite.database.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events'))[0]
    ?.n

test('an event whose properties pass 8 kB is refused with a 400 and not kept', async () => {
  const before = await count()
  const response = await post({ blob: 'x'.repeat(9000) }, 'big')
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } })
  expect(await count()).toBe(before)
  expect((await post({ small: true }, 'small')).status).toBe(202)
})

test('the retention sweep removes events older than the kept days, and only those', async () => {
  expect((await post({ at: 'old' }, 'old')).status).toBe(202)
  await suite.database.exec(
    "UPDATE analytics_events SET received_at = now() - interval '100 days' WHERE event_id = 'old'",
  )
  const before = await count()
  expect(await dropOldAnalytics(suite.database.db, 90)).toBe(1)
  expect(await count()).toBe((before as number) - 1)
  expect(await dropOldAnalytics(suite.database.db, 90)).toBe(0)
})
