import { describe, expect, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  lastCode,
  signIn,
  TEST_PROJECT,
  testService,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

const service = serviceOfThisFile()
const fresh = freshEmails('login')

const start = (email: string, { deviceId = DEVICE_A, ip = '203.0.113.1' } = {}) =>
  call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: TEST_PROJECT.id, email, deviceId },
    ip,
  })
const verify = (email: string, otp: string, deviceId = DEVICE_A) =>
  call(service.app, 'POST', '/v1/login/otp', {
    body: { projectId: TEST_PROJECT.id, email, deviceId, otp },
  })

describe('POST /v1/login/email', () => {
  test('a new address is mailed a code; no account exists before the code is verified', async () => {
    const email = fresh()
    const answer = await start(email)
    expect(answer).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = service.mailer.sent.at(-1)
    expect(mail?.to).toBe(email)
    expect(mail?.subject).toBe('Your Foyer sign-in code')
    expect(mail?.subject).not.toMatch(/\d{6}/)
    // The mail names the app the code is for (the project's name and exact origins), never the request's words.
    expect(mail?.text).toMatch(/Your sign-in code for Test Shop \(http:\/\/app\.test\) is \d{6}/)
    expect(mail?.text).toContain('valid for 10 minutes')
    expect(mail?.text).toContain('ignore this e-mail')
    const users = await service.deps.database.query('SELECT * FROM auth_users WHERE email = $1', [
      email,
    ])
    expect(users).toEqual([])
  })

  test('the address is lower-cased', async () => {
    const email = fresh()
    await start(email.toUpperCase())
    expect(service.mailer.sent.at(-1)?.to).toBe(email)
  })

  test('an invalid address, an unknown project', async () => {
    expect(await start('not-an-address')).toMatchObject({
      status: 400,
      body: { error: { message: 'Enter a valid e-mail address' } },
    })
    expect(await start('a@b')).toMatchObject({
      body: { error: { message: 'Enter a valid e-mail address' } },
    })
    const unknown = await call(service.app, 'POST', '/v1/login/email', {
      body: { projectId: 'nope', email: fresh(), deviceId: DEVICE_A },
    })
    expect(unknown).toMatchObject({
      status: 401,
      body: { error: { message: 'Unknown projectId' } },
    })
  })

  test('a device id must look like the frame makes it', async () => {
    const answer = await start(fresh(), { deviceId: 'short' })
    expect(answer.status).toBe(400)
    expect(errorMessage(answer.body)).toContain('deviceId')
  })

  test('a second code within 30 s is refused, N counting down; then the older code is dead', async () => {
    const email = fresh()
    await start(email)
    const first = lastCode(service.mailer, email)
    const soon = await start(email)
    expect(soon).toMatchObject({
      status: 429,
      body: { error: { code: 'RETRY_LATER', message: 'Please try again after 30 seconds' } },
    })
    expect(soon.headers.get('retry-after')).toBe('30')
    service.clock.advance(10_500)
    const later = await start(email)
    expect(later).toMatchObject({
      status: 429,
      body: { error: { message: 'Please try again after 20 seconds' } },
    })
    expect(later.headers.get('retry-after')).toBe('20')
    service.clock.advance(19_000)
    const last = await start(email)
    expect(last.body).toMatchObject({ error: { message: 'Please try again after 1 seconds' } })
    expect(last.headers.get('retry-after')).toBe('1')
    service.clock.advance(500)
    expect(await start(email)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const second = lastCode(service.mailer, email)
    if (first !== second)
      expect((await verify(email, first)).body).toMatchObject({
        error: { message: 'Invalid code' },
      })
    expect((await verify(email, second)).status).toBe(200)
  })

  test('at most 10 codes per address per hour', async () => {
    const email = fresh()
    for (let i = 0; i < 10; i++) {
      expect((await start(email, { ip: `198.51.100.${i}` })).status).toBe(200)
      service.clock.advance(31_000)
    }
    const refused = await start(email, { ip: '198.51.100.99' })
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.body)).toBe(
      'Too many e-mails were sent to this address. Please try again in 55 minutes.',
    )
    // The first of the ten was 310 s ago: it leaves the hour in 3290 s.
    expect(refused.headers.get('retry-after')).toBe('3290')
    service.clock.advance(3290_000)
    expect((await start(email, { ip: '198.51.100.99' })).status).toBe(200)
  })

  test('at most 30 starts per client address per 10 minutes (X-Forwarded-For from one trusted proxy)', async () => {
    const ip = '192.0.2.7'
    for (let i = 0; i < 30; i++) expect((await start(fresh(), { ip })).status).toBe(200)
    const refused = await start(fresh(), { ip })
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts from your network. Please try again in 10 minutes.',
        },
      },
    })
    expect(refused.headers.get('retry-after')).toBe('600')
    // Another client is not held back; the header's last entry is the one the proxy saw.
    expect((await start(fresh(), { ip: '192.0.2.8' })).status).toBe(200)
    expect((await start(fresh(), { ip: `${ip}, 192.0.2.9` })).status).toBe(200)
    expect((await start(fresh(), { ip: `192.0.2.9, ${ip}` })).status).toBe(429)
    service.clock.advance(600_000)
    expect((await start(fresh(), { ip })).status).toBe(200)
  })

  test('an operator may allow more starts per address (FOYER_AUTH_STARTS_PER_CLIENT)', async () => {
    const roomy = testService(service.deps.database, { config: { startsPerClient: 32 } })
    roomy.clock.set(service.clock.now() + 7200_000)
    const startAt = (ip: string) =>
      call(roomy.app, 'POST', '/v1/login/email', {
        body: { projectId: TEST_PROJECT.id, email: fresh(), deviceId: DEVICE_A },
        ip,
      })
    for (let i = 0; i < 32; i++) expect((await startAt('192.0.2.50')).status).toBe(200)
    expect((await startAt('192.0.2.50')).status).toBe(429)
  })

  test('without a trusted proxy, X-Forwarded-For is not believed', async () => {
    const direct = testService(service.deps.database, { config: { trustProxyHops: 0 } })
    direct.clock.set(service.clock.now() + 3600_000)
    let refused = 0
    for (let i = 0; i < 31; i++) {
      const answer = await call(direct.app, 'POST', '/v1/login/email', {
        body: { projectId: TEST_PROJECT.id, email: fresh(), deviceId: DEVICE_A },
        ip: `10.0.0.${i}`,
      })
      if (answer.status === 429) refused++
    }
    // Every call came from the same connection ('unknown' in-process): the 31st is refused.
    expect(refused).toBe(1)
  })

  test('a mail server that refuses the mail: 503, and the code is withdrawn (no cooldown)', async () => {
    const email = fresh()
    service.mailer.failing = true
    try {
      expect(await start(email)).toMatchObject({
        status: 503,
        body: { error: { message: 'The e-mail could not be sent. Please try again later.' } },
      })
    } finally {
      service.mailer.failing = false
    }
    expect((await start(email)).status).toBe(200)
  })
})

describe('POST /v1/login/device', () => {
  test('an address with no account answers as a known one on a device it does not know: no code', async () => {
    const email = fresh()
    const known = fresh()
    await signIn(service, known, DEVICE_A)
    const poll = (address: string) =>
      call(service.app, 'POST', '/v1/login/device', {
        body: { projectId: TEST_PROJECT.id, email: address, deviceId: DEVICE_B },
        ip: '192.0.2.77',
      })
    const sent = service.mailer.sent.length
    const unknown = await poll(email)
    const knownAnswer = await poll(known)
    expect(unknown).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    expect(knownAnswer.body).toEqual(unknown.body)
    expect(service.mailer.sent).toHaveLength(sent)
  })
})

describe('POST /v1/login/otp', () => {
  test("a new account's first login: token, user, isNew; the device is approved", async () => {
    const email = fresh()
    await start(email)
    const answer = await verify(email, lastCode(service.mailer, email))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { email, address: null, isNew: true },
    })
    const devices = await service.deps.database.query<{ device_id: string }>(
      'SELECT d.device_id FROM auth_devices d JOIN auth_users u ON u.id = d.user_id WHERE u.email = $1',
      [email],
    )
    expect(devices.map((row) => row.device_id)).toEqual([DEVICE_A])
  })

  test('a known account on its device: isNew false', async () => {
    const email = fresh()
    await signIn(service, email)
    await start(email)
    const answer = await verify(email, lastCode(service.mailer, email))
    expect(answer.body.user).toEqual({ email, address: null, isNew: false })
  })

  test('the refusal texts: wrong, expired, too many tries', async () => {
    const email = fresh()
    await start(email)
    const code = lastCode(service.mailer, email)
    const wrong = code === '999999' ? '999998' : '999999'
    expect(await verify(email, wrong)).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid code' } },
    })
    for (let i = 0; i < 3; i++) await verify(email, wrong)
    expect((await verify(email, wrong)).body).toMatchObject({
      error: { message: 'Too many wrong codes. Request a new code.' },
    })
    expect((await verify(email, code)).body).toMatchObject({
      error: { message: 'Too many wrong codes. Request a new code.' },
    })

    service.clock.advance(31_000)
    await start(email)
    service.clock.advance(10 * 60 * 1000)
    expect((await verify(email, lastCode(service.mailer, email))).body).toMatchObject({
      error: { message: 'The code has expired. Request a new code.' },
    })
  })

  test('a known account on a device it has not approved: a wrong code is a wrong code, the right one 403', async () => {
    const email = fresh()
    await signIn(service, email, DEVICE_A)
    await start(email)
    const code = lastCode(service.mailer, email)
    const wrong = code === '999999' ? '999998' : '999999'
    // As for an address with no account: nothing tells that this address has one.
    expect(await verify(email, wrong, DEVICE_B)).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid code' } },
    })
    expect(await verify(email, code, DEVICE_B)).toMatchObject({
      status: 403,
      body: { error: { message: 'Verify this device first' } },
    })
  })
})
