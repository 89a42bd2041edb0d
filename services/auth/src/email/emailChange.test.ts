import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  lastCode,
  signIn,
  TEST_PROJECT,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

const service = serviceOfThisFile()
const fresh = freshEmails('change')

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(service.app, 'POST', path, { token, body: { projectId: TEST_PROJECT.id, ...body } })

describe('e-mail change', () => {
  test('both steps: a code to the current address, then one to the new; the account moves', async () => {
    const current = fresh()
    const next = fresh()
    const { token } = await signIn(service, current)

    expect(await post('/v1/email/change', token, { newEmail: next.toUpperCase() })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primaryMail = service.mailer.sent.at(-1)
    expect(primaryMail?.to).toBe(current)
    expect(primaryMail?.text).toContain(next)

    expect(
      await post('/v1/email/change/primary', token, { otp: lastCode(service.mailer, current) }),
    ).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    expect(service.mailer.sent.at(-1)?.to).toBe(next)

    expect(
      await post('/v1/email/change/secondary', token, { otp: lastCode(service.mailer, next) }),
    ).toMatchObject({ status: 200, body: { email: next } })
    expect((await getAs(service, '/v1/session', token)).body).toEqual({
      user: { email: next, address: null },
    })
    // The new address signs in to the same account; the old one would be a new account.
    service.clock.advance(31_000)
    expect((await signIn(service, next)).user.isNew).toBe(false)
    expect((await signIn(service, current)).user.isNew).toBe(true)
  })

  test('a finished change ends every other session of the account (issue 36)', async () => {
    const current = fresh()
    const next = fresh()
    const stale = (await signIn(service, current, DEVICE_A)).token
    await service.deps.database.query(
      'INSERT INTO auth_devices (user_id, device_id, approved_at) SELECT id, $2, now() FROM auth_users WHERE email = $1',
      [current, DEVICE_B],
    )
    const { token } = await signIn(service, current, DEVICE_B)
    await post('/v1/email/change', token, { newEmail: next })
    await post('/v1/email/change/primary', token, { otp: lastCode(service.mailer, current) })
    await post('/v1/email/change/secondary', token, { otp: lastCode(service.mailer, next) })
    expect(await getAs(service, '/v1/session', stale)).toMatchObject({ status: 401 })
    expect((await getAs(service, '/v1/session', token)).status).toBe(200)
  })

  test('an address another account has: 409', async () => {
    const taken = fresh()
    await signIn(service, taken)
    const { token } = await signIn(service, fresh())
    expect(await post('/v1/email/change', token, { newEmail: taken })).toMatchObject({
      status: 409,
      body: { error: { message: 'This e-mail address is already in use' } },
    })
  })

  test('an invalid address, the same address, no session', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    expect(await post('/v1/email/change', token, { newEmail: 'nope' })).toMatchObject({
      status: 400,
      body: { error: { message: 'Enter a valid e-mail address' } },
    })
    expect((await post('/v1/email/change', token, { newEmail: email })).status).toBe(400)
    expect(
      await call(service.app, 'POST', '/v1/email/change', {
        body: { projectId: TEST_PROJECT.id, newEmail: fresh() },
      }),
    ).toMatchObject({ status: 401, body: { error: { message: 'Session Expired' } } })
  })

  test('the cooldown holds for the first step too', async () => {
    const { token } = await signIn(service, fresh())
    await post('/v1/email/change', token, { newEmail: fresh() })
    service.clock.advance(5_000)
    const refused = await post('/v1/email/change', token, { newEmail: fresh() })
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { code: 'RETRY_LATER', message: 'Please try again after 25 seconds' } },
    })
    expect(refused.headers.get('retry-after')).toBe('25')
  })

  test('the second step needs the first; a wrong code is refused with its text', async () => {
    const current = fresh()
    const next = fresh()
    const { token } = await signIn(service, current)
    expect(await post('/v1/email/change/secondary', token, { otp: '123456' })).toMatchObject({
      status: 400,
      body: { error: { message: 'No e-mail change is under way. Please start again.' } },
    })
    await post('/v1/email/change', token, { newEmail: next })
    // The code mailed to the current address for the first step.
    const code = lastCode(service.mailer, current)
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await post('/v1/email/change/primary', token, { otp: wrong })).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid code' } },
    })
    expect(await post('/v1/email/change/secondary', token, { otp: code })).toMatchObject({
      status: 400,
      body: { error: { message: 'No e-mail change is under way. Please start again.' } },
    })
    expect((await post('/v1/email/change/primary', token, { otp: code })).status).toBe(200)
    // The primary code does not pass the second step.
    expect(await post('/v1/email/change/secondary', token, { otp: code })).toMatchObject({
      status: 400,
    })
  })
})
