import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  makeWallet,
  OTHER_PROJECT,
  signIn,
  TEST_PROJECT,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// The Account view's devices (issue 36): listed, and revocable, by the account's own sessions only.

const service = serviceOfThisFile()
const fresh = freshEmails('devices')

type Listed = { id: string; approvedAt: string; lastUsedAt: string | null; current: boolean }
const list = async (token: string, projectId = TEST_PROJECT.id) =>
  (await getAs(service, '/v1/devices', token, projectId)) as unknown as {
    status: number
    body: { devices: Listed[] }
  }
const revoke = (token: string, id: string, projectId = TEST_PROJECT.id) =>
  call(service.app, 'DELETE', `/v1/devices/${id}?projectId=${projectId}`, { token })

/** An account signed in on devices A (its wallet's) and B (approved as its link would). */
async function twoDevices() {
  const email = fresh()
  const onA = (await signIn(service, email, DEVICE_A)).token
  await makeWallet(service, onA)
  await service.deps.database.query(
    'INSERT INTO auth_devices (user_id, device_id, approved_at) SELECT id, $2, now() FROM auth_users WHERE email = $1',
    [email, DEVICE_B],
  )
  const onB = (await signIn(service, email, DEVICE_B)).token
  await call(service.app, 'POST', '/v1/wallet/device', {
    token: onB,
    body: { projectId: TEST_PROJECT.id, authShare: Buffer.alloc(96, 2).toString('base64') },
  })
  return { email, onA, onB }
}

describe('GET /v1/devices', () => {
  test('lists the approved devices, which one this is, and never a device id', async () => {
    const { onA } = await twoDevices()
    const { status, body } = await list(onA)
    expect(status).toBe(200)
    expect(body.devices).toHaveLength(2)
    expect(body.devices.filter((device) => device.current)).toHaveLength(1)
    for (const device of body.devices) {
      expect(device.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(device.lastUsedAt).toEqual(expect.any(String))
    }
    expect(JSON.stringify(body)).not.toContain(DEVICE_A)
    expect(JSON.stringify(body)).not.toContain(DEVICE_B)
  })

  test('needs a session of the project', async () => {
    const { onA } = await twoDevices()
    expect(await list(onA, OTHER_PROJECT.id)).toMatchObject({ status: 401 })
    expect(
      (await call(service.app, 'GET', `/v1/devices?projectId=${TEST_PROJECT.id}`)).status,
    ).toBe(401)
  })
})

describe('DELETE /v1/devices/:id', () => {
  test("revokes a device: its session ends, its share goes, it needs a new approval; the wallet's stays", async () => {
    const { email, onA, onB } = await twoDevices()
    const other = (await list(onA)).body.devices.find((device) => !device.current) as Listed
    expect(await revoke(onA, other.id)).toMatchObject({ status: 200, body: { ok: true } })
    expect(await getAs(service, '/v1/session', onB)).toMatchObject({ status: 401 })
    expect((await list(onA)).body.devices).toHaveLength(1)
    const shares = await service.deps.database.query<{ device_id: string }>(
      "SELECT k.device_id FROM auth_key_shares k JOIN auth_users u ON u.id = k.user_id WHERE u.email = $1 AND k.kind = 'auth'",
      [email],
    )
    expect(shares.map((row) => row.device_id)).toEqual([DEVICE_A])
    // Device B signs in again only through a mailed approval.
    await call(service.app, 'POST', '/v1/login/email', {
      body: { projectId: TEST_PROJECT.id, email, deviceId: DEVICE_B },
    })
    expect(service.mailer.sent.at(-1)?.text).toContain('/device/approve')
    // Device A's session and the recovery it can do are untouched.
    expect((await getAs(service, '/v1/wallet/recovery', onA)).status).toBe(200)
    expect(await revoke(onA, other.id)).toMatchObject({ status: 404 })
  })

  test("another account's device, a malformed id or another project's session: refused", async () => {
    const first = await twoDevices()
    const second = await twoDevices()
    const theirs = (await list(second.onA)).body.devices[0] as Listed
    expect(await revoke(first.onA, theirs.id)).toMatchObject({
      status: 404,
      body: { error: { message: 'This account has no such device' } },
    })
    expect((await revoke(first.onA, '..%2F..%2Fetc')).status).toBe(404)
    expect((await revoke(second.onA, theirs.id, OTHER_PROJECT.id)).status).toBe(401)
    expect((await list(second.onA)).body.devices).toHaveLength(2)
  })
})
