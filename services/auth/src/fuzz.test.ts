import { fuzzRoutes } from '@foyer/server/testing'
import { beforeAll, expect, test } from 'vitest'
import { signIn, TEST_PROJECT } from './_test/harness.js'
import { serviceOfThisFile } from './_test/serviceOfThisFile.js'

// Issue 22: whatever a client sends, the auth service answers 4xx, never 5xx. Every public route, 2,500
// seeded cases, some with a live session's token so the session routes' handlers are reached too.
const service = serviceOfThisFile()
let token = ''
beforeAll(async () => {
  token = (await signIn(service, 'fuzz@foyer.test')).token
})

const ROUTES = [
  { method: 'POST', path: '/v1/login/email' },
  { method: 'POST', path: '/v1/login/device' },
  { method: 'POST', path: '/v1/login/otp' },
  { method: 'GET', path: '/v1/session' },
  { method: 'POST', path: '/v1/session/revoke' },
  { method: 'POST', path: '/v1/email/change' },
  { method: 'POST', path: '/v1/email/change/primary' },
  { method: 'POST', path: '/v1/email/change/secondary' },
  { method: 'POST', path: '/v1/wallet' },
  { method: 'GET', path: '/v1/wallet/share' },
  { method: 'POST', path: '/v1/wallet/device' },
  { method: 'GET', path: '/v1/wallet/recovery' },
  { method: 'GET', path: '/v1/devices' },
  { method: 'DELETE', path: '/v1/devices/:id' },
  { method: 'POST', path: '/v1/social/start' },
  { method: 'POST', path: '/v1/social/complete' },
  { method: 'GET', path: '/social/callback' },
  { method: 'GET', path: '/v1/social/:provider/go' },
  { method: 'POST', path: '/v1/farcaster/start' },
  { method: 'POST', path: '/v1/farcaster/complete' },
  { method: 'GET', path: '/device/approve' },
  { method: 'POST', path: '/device/approve' },
  { method: 'GET', path: '/frame' },
  { method: 'GET', path: '/frame/assets/*' },
  { method: 'GET', path: '/v1/origin-check' },
  { method: 'GET', path: '/health' },
]

test('2,500 random requests over every route: not one 5xx', async () => {
  let passed = 0
  const failures = await fuzzRoutes({
    routes: ROUTES,
    cases: 2_500,
    seed: 7,
    send: async (method, url, init) => {
      const headers: Record<string, string> = {
        'x-forwarded-for': `203.0.113.${(passed % 200) + 1}`,
        ...init.headers,
      }
      // Half the requests carry the live session, as a logged-in frame's would.
      if (url.length % 2 === 0) headers.authorization = `Bearer ${token}`
      const response = await service.app.request(url, { method, ...init, headers })
      if (response.status < 300) passed++
      return response
    },
    knownParams: {
      projectId: [TEST_PROJECT.id],
      chainId: ['1', '31337', 'eip155:1'],
      version: ['0.1.0'],
      enableLogger: ['true', 'false'],
    },
    knownSegments: ['frame.js', 'fuzz@foyer.test'],
    origins: ['http://app.test', 'https://evil.test'],
  })
  expect(failures).toEqual([])
  expect(passed).toBeGreaterThan(50)
}, 300_000)
