import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import { call, DEVICE_A, DEVICE_B, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { hashToken } from '../crypto/tokens.js'

const service = serviceOfThisFile()
const fresh = freshEmails('session')

const session = (token?: string) =>
  call(service.app, 'GET', `/v1/session?projectId=${TEST_PROJECT.id}`, token ? { token } : {})
const expired = { status: 401, body: { error: { message: 'Session Expired' } } }

/** A second login of a known account on an approved device. */
async function loginAgain(email: string, deviceId = DEVICE_A) {
  const { token } = await signIn(service, email, deviceId)
  return token
}

describe('sessions', () => {
  test('a token is 32 random bytes (base64url), a different one each login', async () => {
    const tokens = new Set<string>()
    for (let i = 0; i < 5; i++) tokens.add((await signIn(service, fresh())).token)
    expect(tokens.size).toBe(5)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
  })

  test('is kept hashed: the token is nowhere in the database', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    const rows = await service.deps.database.query<Record<string, unknown>>(
      'SELECT s.* FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    )
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]?.token_hash).toBe(hashToken(token))
  })

  test('GET /v1/session says who is signed in', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    expect(await session(token)).toMatchObject({
      status: 200,
      body: { user: { email, address: null } },
    })
  })

  test('missing, malformed or unknown tokens: 401 Session Expired', async () => {
    expect(await session()).toMatchObject(expired)
    expect(await session('not a token')).toMatchObject(expired)
    expect(await session('A'.repeat(43))).toMatchObject(expired)
    const basic = await call(service.app, 'GET', '/v1/session', {
      headers: { authorization: 'Basic Zm9vOmJhcg==' },
    })
    expect(basic).toMatchObject(expired)
  })

  test('expires after 7 days, however often it is used', async () => {
    const { token } = await signIn(service, fresh())
    // signIn has moved the clock 31 s past the login.
    for (let half = 0; half < 13; half++) {
      service.clock.advance(12 * 3600_000)
      expect((await session(token)).status).toBe(200)
    }
    service.clock.advance(12 * 3600_000 - 31_000 - 60_000)
    expect((await session(token)).status).toBe(200)
    service.clock.advance(60_000)
    expect(await session(token)).toMatchObject(expired)
  })

  test('ends after a day unused (issue 36)', async () => {
    const { token: idle } = await signIn(service, fresh())
    const { token: busy } = await signIn(service, fresh())
    service.clock.advance(23 * 3600_000)
    expect((await session(busy)).status).toBe(200)
    service.clock.advance(3600_000)
    expect(await session(idle)).toMatchObject(expired)
    expect((await session(busy)).status).toBe(200)
  })

  test("rotates at login: a new login on a device ends that device's older sessions only", async () => {
    const email = fresh()
    const first = (await signIn(service, email, DEVICE_A)).token
    // A second device, approved by its link, so it has a session of its own.
    const other = await call(service.app, 'POST', '/v1/login/email', {
      body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_B },
    })
    expect(other.body).toEqual({ action: 'VERIFY_OTP' })
    await service.deps.database.query(
      'INSERT INTO auth_devices (user_id, device_id, approved_at) SELECT id, $2, now() FROM auth_users WHERE email = $1',
      [email, DEVICE_B],
    )
    service.clock.advance(31_000)
    const onB = await loginAgain(email, DEVICE_B)
    const second = await loginAgain(email, DEVICE_A)
    expect(await session(first)).toMatchObject(expired)
    expect((await session(second)).status).toBe(200)
    expect((await session(onB)).status).toBe(200)
  })

  test('POST /v1/session/revoke signs out (with or without a body)', async () => {
    const { token } = await signIn(service, fresh())
    expect(
      await call(service.app, 'POST', '/v1/session/revoke', {
        token,
        body: { projectId: TEST_PROJECT.id },
      }),
    ).toMatchObject({ status: 200, body: { ok: true } })
    expect(await session(token)).toMatchObject(expired)
    expect(await call(service.app, 'POST', '/v1/session/revoke', { token })).toMatchObject(expired)

    const { token: bare } = await signIn(service, fresh())
    expect(await call(service.app, 'POST', '/v1/session/revoke', { token: bare })).toMatchObject({
      status: 200,
    })
    expect(await session(bare)).toMatchObject(expired)
  })
})
