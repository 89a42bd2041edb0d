import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  signIn,
  TEST_PROJECT,
  testService,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { decryptShare, encryptShare } from '../crypto/shares.js'

const service = serviceOfThisFile()
const fresh = freshEmails('wallet')
const share = () => randomBytes(96).toString('base64')
const address = () => `0x${randomBytes(20).toString('hex')}`

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(service.app, 'POST', path, { token, body: { projectId: TEST_PROJECT.id, ...body } })
const get = (path: string, token: string) => getAs(service, path, token)

/** Approves DEVICE_B for `email` as its link would, and signs in there. */
async function secondDevice(email: string): Promise<string> {
  await service.deps.database.query(
    'INSERT INTO auth_devices (user_id, device_id, approved_at) SELECT id, $2, now() FROM auth_users WHERE email = $1',
    [email, DEVICE_B],
  )
  return (await signIn(service, email, DEVICE_B)).token
}

describe('key shares', () => {
  test('a new account has no wallet: address and share are null', async () => {
    const { token } = await signIn(service, fresh())
    expect(await get('/v1/wallet/share', token)).toMatchObject({
      status: 200,
      body: { address: null, authShare: null },
    })
    expect(await get('/v1/wallet/recovery', token)).toMatchObject({
      status: 404,
      body: { error: { message: 'This account has no wallet yet' } },
    })
  })

  test('POST /v1/wallet stores the address and both shares, encrypted; once only', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    const wallet = { address: address(), authShare: share(), recoveryShare: share() }
    expect(await post('/v1/wallet', token, wallet)).toMatchObject({
      status: 200,
      body: { address: wallet.address },
    })
    const rows = await service.deps.database.query<{
      kind: string
      ciphertext: string
      device_id: string
    }>(
      'SELECT k.kind, k.ciphertext, k.device_id FROM auth_key_shares k JOIN auth_users u ON u.id = k.user_id WHERE u.email = $1 ORDER BY k.kind',
      [email],
    )
    // The recovery share is not in the auth service's table at all: the keeper keeps it (keeper/).
    expect(rows.map((row) => [row.kind, row.device_id])).toEqual([['auth', DEVICE_A]])
    const kept = await service.deps.database.query<{ sealed: string }>(
      'SELECT r.sealed FROM keeper_recovery_records r JOIN auth_users u ON u.id = r.user_id WHERE u.email = $1',
      [email],
    )
    expect(kept).toHaveLength(1)
    const stored = JSON.stringify([...rows, ...kept])
    expect(stored).not.toContain(wallet.authShare)
    expect(stored).not.toContain(wallet.recoveryShare)
    expect(stored).not.toContain(Buffer.from(wallet.authShare, 'base64').toString('hex'))

    expect(await get('/v1/wallet/share', token)).toMatchObject({
      body: { address: wallet.address, authShare: wallet.authShare },
    })
    expect((await getAs(service, '/v1/session', token)).body).toEqual({
      user: { email, address: wallet.address },
    })
    expect(
      await post('/v1/wallet', token, {
        address: address(),
        authShare: share(),
        recoveryShare: share(),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: { message: 'This account already has a wallet' } },
    })
  })

  test('a new device has no share until it recovers and stores its own', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    const wallet = { address: address(), authShare: share(), recoveryShare: share() }
    await post('/v1/wallet', token, wallet)

    const onB = await secondDevice(email)
    expect((await get('/v1/wallet/share', onB)).body).toEqual({
      address: wallet.address,
      authShare: null,
    })
    expect((await get('/v1/wallet/recovery', onB)).body).toEqual({
      address: wallet.address,
      authShare: wallet.authShare,
      recoveryShare: wallet.recoveryShare,
    })
    const own = share()
    expect(await post('/v1/wallet/device', onB, { authShare: own })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await get('/v1/wallet/share', onB)).body).toEqual({
      address: wallet.address,
      authShare: own,
    })
    // Recovery still hands out the original set, and device A keeps its share.
    expect((await get('/v1/wallet/recovery', onB)).body).toMatchObject({
      authShare: wallet.authShare,
    })
    expect((await get('/v1/wallet/share', token)).body).toMatchObject({
      authShare: wallet.authShare,
    })
  })

  test('storing a device share needs a wallet', async () => {
    const { token } = await signIn(service, fresh())
    expect(await post('/v1/wallet/device', token, { authShare: share() })).toMatchObject({
      status: 409,
      body: { error: { message: 'This account has no wallet yet' } },
    })
  })

  test('shares must be base64 of at most 512 characters; the address an EVM address', async () => {
    const { token } = await signIn(service, fresh())
    const ok = { address: address(), authShare: share(), recoveryShare: share() }
    for (const [field, value] of [
      ['authShare', 'not base64!'],
      ['authShare', 'abc'],
      ['recoveryShare', 'A'.repeat(516)],
      ['address', '0x1234'],
      ['authShare', 42],
    ] as const) {
      const answer = await post('/v1/wallet', token, { ...ok, [field]: value })
      expect(answer.status).toBe(400)
      expect(errorMessage(answer.body)).toContain(field)
    }
    expect(
      errorMessage((await post('/v1/wallet', token, { ...ok, deviceShare: share() })).body),
    ).toBe('Unknown field: deviceShare')
  })

  test('without a session: 401', async () => {
    expect(await call(service.app, 'GET', '/v1/wallet/share')).toMatchObject({
      status: 401,
      body: { error: { message: 'Session Expired' } },
    })
  })
})

describe('share encryption', () => {
  const slot = { userId: 'user-1', deviceId: DEVICE_A, kind: 'auth' as const }

  test('AES-256-GCM: the ciphertext differs from the share and each time', () => {
    const key = randomBytes(32)
    const secret = share()
    const one = encryptShare(key, slot, secret)
    const two = encryptShare(key, slot, secret)
    expect(one).not.toContain(secret)
    expect(one).not.toBe(two)
    expect(decryptShare(key, slot, one)).toBe(secret)
  })

  test('another key, another row, or a changed byte does not open it', () => {
    const key = randomBytes(32)
    const sealed = encryptShare(key, slot, share())
    expect(() => decryptShare(randomBytes(32), slot, sealed)).toThrow()
    expect(() => decryptShare(key, { ...slot, deviceId: DEVICE_B }, sealed)).toThrow()
    expect(() => decryptShare(key, { ...slot, kind: 'recovery' }, sealed)).toThrow()
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3] as string, 'base64url')
    body[0] = (body[0] as number) ^ 1
    parts[3] = body.toString('base64url')
    expect(() => decryptShare(key, slot, parts.join('.'))).toThrow()
  })

  test('the service reads shares with its keys only: with other keys the stored shares do not open', async () => {
    const email = fresh()
    const { token } = await signIn(service, email)
    await post('/v1/wallet', token, {
      address: address(),
      authShare: share(),
      recoveryShare: share(),
    })
    const other = testService(service.deps.database)
    other.clock.set(service.clock.now())
    // The session is in the shared database; the other instance has other keys.
    const answer = await getAs(other, '/v1/wallet/share', token)
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    })
  })
})
