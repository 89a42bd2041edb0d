import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp, testConfig } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { configuredFrameOrigins } from '../commands/context.js'
import type { OpenDatabase } from '../db/database.js'

// The embedded wallet's frame reads its balances from the auth service's origin (FOYER_API_FRAME_ORIGINS),
// which is no project's allowed origin: CORS for that read, and for nothing else.

/** The auth service's origin: not among the test project's origins (`http://127.0.0.1:*` is). */
const FRAME_ORIGIN = 'http://auth.test'
const ADDRESS = '0x00000000000000000000000000000000000000f1'

describe('CORS for the embedded wallet frames', () => {
  let database: OpenDatabase
  let app: App
  let balance: string
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    const config = { ...testConfig(), frameOrigins: [FRAME_ORIGIN] }
    app = await testApp(database, config)
    balance = `/v1/account/${ADDRESS}/balance?${CLIENT_QUERY}&currency=usd&chainId=eip155:${config.chains[0]?.id}`
  })
  afterAll(() => database.close())

  test('a preflight and a GET of the balances from a frame origin get CORS', async () => {
    const preflight = await app.request(balance, {
      method: 'OPTIONS',
      headers: { origin: FRAME_ORIGIN, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET')
    expect(preflight.headers.get('vary')).toContain('Origin')

    const response = await app.request(balance, { headers: { origin: FRAME_ORIGIN } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ balances: expect.any(Array) })
    expect(response.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(response.headers.get('vary')).toContain('Origin')
  })

  test('the frame origin gets no CORS on other routes, nor for other methods on the balances', async () => {
    const identity = await app.request(`/v1/identity/${ADDRESS}?${CLIENT_QUERY}`, {
      headers: { origin: FRAME_ORIGIN },
    })
    expect(identity.status).toBe(200)
    expect(identity.headers.get('access-control-allow-origin')).toBeNull()

    const write = await app.request(`/e?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ props: { type: 'track', event: 'MODAL_OPEN' } }),
    })
    expect(write.headers.get('access-control-allow-origin')).toBeNull()
    const writePreflight = await app.request(`/e?${CLIENT_QUERY}`, {
      method: 'OPTIONS',
      headers: { origin: FRAME_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(writePreflight.headers.get('access-control-allow-origin')).toBeNull()

    const postPreflight = await app.request(balance, {
      method: 'OPTIONS',
      headers: { origin: FRAME_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(postPreflight.headers.get('access-control-allow-origin')).toBeNull()
    const post = await app.request(balance, { method: 'POST', headers: { origin: FRAME_ORIGIN } })
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('an origin not configured gets none, nor does a frame origin naming an unknown project', async () => {
    const other = await app.request(balance, { headers: { origin: 'http://evil.test' } })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const otherPreflight = await app.request(balance, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    })
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull()

    const unknown = await app.request(
      `/v1/account/${ADDRESS}/balance?projectId=nope&st=a&sv=b&clientId=c`,
      { headers: { origin: FRAME_ORIGIN } },
    )
    expect(unknown.status).toBe(401)
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('without frame origins configured, the frame origin gets none', async () => {
    const plain = await testApp(database)
    const response = await plain.request(balance, { headers: { origin: FRAME_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    plain.stopGateway()
  })
})

describe('FOYER_API_FRAME_ORIGINS', () => {
  const read = (value: string | undefined) =>
    configuredFrameOrigins({ FOYER_API_FRAME_ORIGINS: value })

  test('comma-separated http(s) origins, as origins; unset or empty is none', () => {
    expect(read('https://auth.example.com, http://127.0.0.1:4100/')).toEqual([
      'https://auth.example.com',
      'http://127.0.0.1:4100',
    ])
    expect(read(undefined)).toBeUndefined()
    expect(read('')).toBeUndefined()
  })

  test('refuses anything but an http(s) origin, naming the variable and the value', () => {
    for (const value of [
      'auth.example.com',
      'ftp://auth.example.com',
      'https://auth.example.com/frame',
      'https://auth.example.com?x=1',
      'https://user@auth.example.com',
      'https://*.example.com',
      'https://auth.example.com,',
    ])
      expect(() => read(value), value).toThrow(/^FOYER_API_FRAME_ORIGINS: expected comma-separated/)
  })
})
