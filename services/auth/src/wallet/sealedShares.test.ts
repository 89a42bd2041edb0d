import { randomBytes } from 'node:crypto'
import { createUnwrapKey, type WrappedSecret } from '@foyer/core/api'
import { expect, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import { call, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'

// Shares on the wire (issue 36): the service never answers a share in plaintext. Each answer is sealed to a
// one-time key the frame made for that request; whoever reads the answer without that key's private half —
// a proxy, a log, a bearer token's holder who did not make the key — reads ciphertext.

const service = serviceOfThisFile()

const share = () => randomBytes(96).toString('base64')

async function walletWithShares() {
  const email = `sealed-${randomBytes(4).toString('hex')}@example.com`
  const { token } = await signIn(service, email)
  const address = `0x${randomBytes(20).toString('hex')}`
  const shares = { authShare: share(), recoveryShare: share() }
  const made = await call(service.app, 'POST', '/v1/wallet', {
    token,
    body: { projectId: TEST_PROJECT.id, address, ...shares },
  })
  expect(made.status).toBe(200)
  return { token, address, shares }
}

const get = (path: string, token: string, wrapKey?: string) =>
  call(
    service.app,
    'GET',
    `${path}?projectId=${TEST_PROJECT.id}${wrapKey ? `&wrapKey=${encodeURIComponent(wrapKey)}` : ''}`,
    { token },
  )

test('without a key of the frame’s, no share: 400, for the device share and for recovery', async () => {
  const { token } = await walletWithShares()
  for (const path of ['/v1/wallet/share', '/v1/wallet/recovery']) {
    for (const wrapKey of [undefined, 'not-a-key', 'A'.repeat(88)]) {
      const answer = await get(path, token, wrapKey)
      expect(answer.status, `${path} ${wrapKey}`).toBe(400)
      expect(String(errorMessage(answer.body))).toMatch(/^wrapKey is required/)
    }
  }
})

test('the answers carry no share in plaintext; only the key that asked opens them, for that account only', async () => {
  const { token, address, shares } = await walletWithShares()
  const frame = await createUnwrapKey()
  const device = await get('/v1/wallet/share', token, frame.publicKey)
  const recovery = await get('/v1/wallet/recovery', token, frame.publicKey)
  for (const answer of [device, recovery]) {
    expect(answer.status).toBe(200)
    const wire = JSON.stringify(answer.body)
    expect(wire).not.toContain(shares.authShare)
    expect(wire).not.toContain(shares.recoveryShare)
  }
  const sealedShare = device.body.authShare as WrappedSecret
  const sealedOriginal = recovery.body.authShare as WrappedSecret
  const sealedRecovery = recovery.body.recoveryShare as WrappedSecret
  const context = address.toLowerCase()
  expect(await frame.unwrap(sealedShare, `auth-share:${context}`)).toBe(shares.authShare)
  expect(await frame.unwrap(sealedOriginal, `recovery-auth:${context}`)).toBe(shares.authShare)
  expect(await frame.unwrap(sealedRecovery, `recovery:${context}`)).toBe(shares.recoveryShare)

  // Another key (someone who read the answer) cannot open it; nor can the right key under another context.
  const stranger = await createUnwrapKey()
  await expect(stranger.unwrap(sealedRecovery, `recovery:${context}`)).rejects.toThrow()
  await expect(
    frame.unwrap(sealedRecovery, 'recovery:0x0000000000000000000000000000000000000000'),
  ).rejects.toThrow()
  await expect(frame.unwrap(sealedRecovery, `auth-share:${context}`)).rejects.toThrow()
})
