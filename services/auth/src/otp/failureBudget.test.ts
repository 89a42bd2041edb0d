import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import { call, DEVICE_A, lastCode, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Issue 36, codes: an attacker guesses codes for a victim's address, from many networks, across many codes.
// At most 100 wrong codes per address (NIST 800-63B), then a lock and one mail; a limit per network too.

const service = serviceOfThisFile()
const fresh = freshEmails('budget')
let ipCounter = 0
/** Another network each call, so that only the address's budget is at work. */
const anyIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`

const start = (email: string, ip = anyIp()) =>
  call(service.app, 'POST', '/v1/login/email', {
    body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_A },
    ip,
  })
const verify = (email: string, otp: string, ip = anyIp()) =>
  call(service.app, 'POST', '/v1/login/otp', {
    body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_A, otp },
    ip,
  })
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')
const lockMails = (email: string) =>
  service.mailer.sent.filter((mail) => mail.to === email && /locked/.test(mail.subject))

describe('the failure budget of an address', () => {
  test('100 wrong codes across codes lock the address: the right code is then refused, one mail says so', async () => {
    const email = fresh()
    await start(email)
    const first = lastCode(service.mailer, email)
    // Five wrong tries kill the first code; the next 94 meet a dead code: every one counts.
    for (let i = 0; i < 99; i++) expect((await verify(email, wrongFor(first))).status).toBe(400)
    service.clock.advance(31_000)
    expect((await start(email)).status).toBe(200)
    const second = lastCode(service.mailer, email)
    const hundredth = await verify(email, wrongFor(second))
    expect(hundredth).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RETRY_LATER',
          message:
            'Too many wrong codes were typed for this address. Sign-in by code is locked for 24 hours.',
        },
      },
    })
    expect(hundredth.headers.get('retry-after')).toBe(String(24 * 3600))
    // The 101st try, with the right code, is refused.
    expect(await verify(email, second)).toMatchObject({ status: 429 })
    expect(lockMails(email)).toHaveLength(1)
    expect(lockMails(email)[0]?.text).toContain('locked for 24 hours')
    // No new code while locked, and still only the one mail however often it is tried.
    service.clock.advance(31_000)
    expect((await start(email)).status).toBe(429)
    for (let i = 0; i < 3; i++) expect((await verify(email, second)).status).toBe(429)
    expect(lockMails(email)).toHaveLength(1)

    // A day later the lock is over and the count starts afresh.
    service.clock.advance(24 * 3600_000)
    expect((await start(email)).status).toBe(200)
    expect((await verify(email, lastCode(service.mailer, email))).status).toBe(200)
  })

  test('a right code clears the count: 99 wrong, a sign-in, 99 wrong again lock nothing', async () => {
    const email = fresh()
    await signIn(service, email)
    for (let i = 0; i < 99; i++) await verify(email, '000000')
    await start(email)
    expect((await verify(email, lastCode(service.mailer, email))).status).toBe(200)
    service.clock.advance(31_000)
    for (let i = 0; i < 99; i++) await verify(email, '000000')
    expect((await start(email)).status).toBe(200)
    expect(lockMails(email)).toHaveLength(0)
  })

  test('a locked address with no account answers as a locked one with an account', async () => {
    const known = fresh()
    await signIn(service, known)
    const unknown = fresh()
    for (const email of [known, unknown])
      for (let i = 0; i < 100; i++) await verify(email, '000000')
    service.clock.advance(31_000)
    const [a, b] = [await start(known), await start(unknown)]
    expect(a.status).toBe(429)
    expect(b.body).toEqual(a.body)
  })
})

describe('the verify limit of a network', () => {
  test('60 codes tried from one client address in 10 minutes, then 429, whatever the addresses', async () => {
    const ip = '192.0.2.200'
    for (let i = 0; i < 60; i++) expect((await verify(fresh(), '000000', ip)).status).toBe(400)
    expect(await verify(fresh(), '000000', ip)).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many codes were tried from your network. Please try again in 10 minutes.',
        },
      },
    })
    // Another network is not held back.
    expect((await verify(fresh(), '000000')).status).toBe(400)
    service.clock.advance(10 * 60_000)
    expect((await verify(fresh(), '000000', ip)).status).toBe(400)
  })
})
