import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  openTestDatabase,
  signIn,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import { configuredLocationHeaders } from '../commands/context.js'
import type { OpenDatabase } from '../db/database.js'

// Issue 36: the device-approval mail (and the page its link opens) says where the sign-in came from,
// coarsely and without GeoIP data: a trusted proxy's location header, else the client's network. Never
// text the caller chose.

let database: OpenDatabase
let counter = 0
const fresh = () => `place${++counter}@example.com`

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** A service behind `trustProxyHops` proxies that name their location headers. */
function behindProxies(trustProxyHops: number): TestService {
  const service = testService(database, {
    config: { trustProxyHops, locationHeaders: ['cf-ipcity', 'cf-ipcountry'] },
  })
  service.clock.set(Date.now() + counter * 3_600_000)
  return service
}

/** A known account's login on a new device, from `ip` with `headers`: the approval mail, and its page. */
async function newDeviceMail(
  service: TestService,
  { ip = '203.0.113.9', headers = {} }: { ip?: string; headers?: Record<string, string> },
) {
  const email = fresh()
  await signIn(service, email, DEVICE_A)
  const started = await call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_B },
    ip,
    headers,
  })
  expect(started.status).toBe(200)
  const mail = service.mailer.sent.findLast((item) => item.to === email)
  if (!mail?.subject.startsWith('Approve a new device')) throw new Error('no approval mail')
  const link = new URL(
    /http:\/\/auth\.test\/device\/approve\?token=[\w-]+/.exec(mail.text)?.[0] ?? '',
  )
  const page = await (await service.app.request(`${link.pathname}${link.search}`)).text()
  return { mail, page }
}

describe('where the sign-in came from, in the device mail and on its page', () => {
  test("behind a trusted proxy, the proxy's place is named, in the mail and on the page", async () => {
    const { mail, page } = await newDeviceMail(behindProxies(1), {
      headers: { 'cf-ipcity': 'Lyon', 'cf-ipcountry': 'FR' },
    })
    const sentence =
      'The sign-in came from around Lyon, France (an approximate place, from its internet address).'
    expect(mail.text).toContain(
      `from a device it has not seen before.\n\n${sentence}\n\nApprove it only if`,
    )
    expect(mail.html).toContain(`<p>${sentence}</p>`)
    expect(page).toContain(`<p>${sentence}</p>`)
  })

  test('without trusted proxies the header is anybody’s: ignored', async () => {
    const { mail } = await newDeviceMail(behindProxies(0), {
      headers: { 'cf-ipcity': 'Lyon', 'cf-ipcountry': 'FR' },
    })
    expect(mail.text).not.toContain('Lyon')
    expect(mail.text).not.toContain('France')
    // In-process requests have no connection address: nothing is guessed.
    expect(mail.text).toContain('Where the sign-in came from is not known.')
  })

  test('a hostile header (markup, a link, 1 kB) is neutralised', async () => {
    const { mail, page } = await newDeviceMail(behindProxies(1), {
      headers: {
        'cf-ipcity': `<a href="https://evil.test/approve">Approve now</a>${'x'.repeat(1000)}`,
        'cf-ipcountry': '"><script>alert(1)</script>',
      },
    })
    for (const text of [mail.text, mail.html, page]) {
      expect(text).not.toContain('evil.test/')
      expect(text).not.toContain('<script')
      expect(text).not.toContain('x'.repeat(49))
    }
    // The 1 kB city is not read at all; the country is cut to plain words.
    expect(mail.text).toContain('The sign-in came from around script alert(1) script (')
    expect(mail.html).not.toContain('<a href="https://evil')
  })

  test('a header of no place falls back to the network', async () => {
    const { mail } = await newDeviceMail(behindProxies(1), {
      ip: '198.51.100.77',
      headers: { 'cf-ipcountry': 'XX' },
    })
    expect(mail.text).toContain(
      'The sign-in came from an internet address in the range 198.51.100.0/24.',
    )
  })

  test('the network: IPv4 to /24, IPv6 to /48, loopback and private as such; never the exact address', async () => {
    const service = testService(database)
    service.clock.set(Date.now() + 100 * 3_600_000)
    for (const [ip, sentence] of [
      ['198.51.100.77', 'an internet address in the range 198.51.100.0/24.'],
      ['2001:db8:abcd:12::1', 'an internet address in the range 2001:db8:abcd::/48.'],
      ['127.0.0.1', 'a local or private network.'],
      ['192.168.1.20', 'a local or private network.'],
    ] as const) {
      const { mail, page } = await newDeviceMail(service, { ip })
      expect(mail.text).toContain(`The sign-in came from ${sentence}`)
      expect(page).toContain(`The sign-in came from ${sentence}`)
      expect(mail.text).not.toContain(ip)
    }
  })
})

test('FOYER_AUTH_LOCATION_HEADER: up to 4 header names; anything else stops the service', () => {
  const before = process.env.FOYER_AUTH_LOCATION_HEADER
  try {
    process.env.FOYER_AUTH_LOCATION_HEADER = 'CF-IPCity, CF-IPCountry'
    expect(configuredLocationHeaders()).toEqual(['cf-ipcity', 'cf-ipcountry'])
    for (const bad of ['X-Place: Paris', 'a,b,c,d,e', 'x-place\nx-other'] as const) {
      process.env.FOYER_AUTH_LOCATION_HEADER = bad
      expect(() => configuredLocationHeaders(), bad).toThrow(
        'FOYER_AUTH_LOCATION_HEADER is not valid',
      )
    }
    delete process.env.FOYER_AUTH_LOCATION_HEADER
    expect(configuredLocationHeaders()).toBeUndefined()
  } finally {
    if (before === undefined) delete process.env.FOYER_AUTH_LOCATION_HEADER
    else process.env.FOYER_AUTH_LOCATION_HEADER = before
  }
})
