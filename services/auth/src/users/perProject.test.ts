import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  getAs,
  lastCode,
  makeWallet,
  OTHER_PROJECT,
  signIn,
  TEST_PROJECT,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Issue 36, "a wallet belongs to one app": the attacker is another app using the same auth service. It
// reaches no account, wallet, code or session of the first app's visitors.

const service = serviceOfThisFile()
const fresh = freshEmails('app')
const A = TEST_PROJECT.id
const B = OTHER_PROJECT.id
const expired = { status: 401, body: { error: { message: 'Session Expired' } } }

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(service.app, 'POST', path, { token, body })

describe('a wallet belongs to one app', () => {
  test("project B's login for project A's e-mail makes another account, without A's wallet", async () => {
    const email = fresh()
    const inA = await signIn(service, email, DEVICE_A, A)
    const addressInA = await makeWallet(service, inA.token, A)
    // The same visitor, the same device, another app: a new account, no wallet (the frame makes another).
    const inB = await signIn(service, email, DEVICE_A, B)
    expect(inB.user).toEqual({ email, address: null, isNew: true })
    expect(await getAs(service, '/v1/wallet/share', inB.token, B)).toMatchObject({
      status: 200,
      body: { address: null, authShare: null },
    })
    const addressInB = await makeWallet(service, inB.token, B)
    expect(addressInB).not.toBe(addressInA)
    expect((await getAs(service, '/v1/session', inA.token, A)).body).toMatchObject({
      user: { address: addressInA },
    })
    const accounts = await service.deps.database.query<{ project_id: string }>(
      'SELECT project_id FROM auth_users WHERE email = $1 ORDER BY project_id',
      [email],
    )
    expect(accounts.map((row) => row.project_id)).toEqual([B, A].sort())
  })

  test("project A's session is worth nothing under project B, on every route that takes a session", async () => {
    const email = fresh()
    const { token } = await signIn(service, email, DEVICE_A, A)
    await makeWallet(service, token, A)
    for (const path of ['/v1/session', '/v1/wallet/share', '/v1/wallet/recovery'])
      expect(await getAs(service, path, token, B)).toMatchObject(expired)
    // A GET that names no project is refused too.
    expect(await call(service.app, 'GET', '/v1/wallet/recovery', { token })).toMatchObject(expired)
    const share = Buffer.alloc(96, 1).toString('base64')
    expect(
      await post('/v1/wallet', token, {
        projectId: B,
        address: `0x${'1'.repeat(40)}`,
        authShare: share,
        recoveryShare: share,
      }),
    ).toMatchObject(expired)
    expect(
      await post('/v1/wallet/device', token, { projectId: B, authShare: share }),
    ).toMatchObject(expired)
    expect(
      await post('/v1/email/change', token, { projectId: B, newEmail: fresh() }),
    ).toMatchObject(expired)
    expect(
      await post('/v1/email/change/primary', token, { projectId: B, otp: '123456' }),
    ).toMatchObject(expired)
    expect(
      await post('/v1/email/change/secondary', token, { projectId: B, otp: '123456' }),
    ).toMatchObject(expired)
    expect(await post('/v1/session/revoke', token, { projectId: B })).toMatchObject(expired)
    // Still a good session in its own project.
    expect((await getAs(service, '/v1/wallet/recovery', token, A)).status).toBe(200)
  })

  test('a code mailed for project A does not sign in under project B', async () => {
    const email = fresh()
    await call(service.app, 'POST', '/v1/login/email', {
      body: { projectId: A, email, deviceId: DEVICE_A },
    })
    const code = lastCode(service.mailer, email)
    expect(
      await call(service.app, 'POST', '/v1/login/otp', {
        body: { projectId: B, email, deviceId: DEVICE_A, otp: code },
      }),
    ).toMatchObject({ status: 400, body: { error: { message: 'Invalid code' } } })
    expect(
      (
        await call(service.app, 'POST', '/v1/login/otp', {
          body: { projectId: A, email, deviceId: DEVICE_A, otp: code },
        })
      ).status,
    ).toBe(200)
  })

  test('an address in use in project B is free in project A: an e-mail change there goes through', async () => {
    const taken = fresh()
    await signIn(service, taken, DEVICE_A, B)
    const { token } = await signIn(service, fresh(), DEVICE_A, A)
    expect(await post('/v1/email/change', token, { projectId: A, newEmail: taken })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
  })
})
