import { randomBytes } from 'node:crypto'
import {
  createUnwrapKey,
  passkeyChallenge,
  passkeyKeyDigest,
  passkeyStatement,
  type WrappedSecret,
} from '@foyer/core/api'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  lastCode,
  OTHER_PROJECT,
  signIn,
  TEST_PROJECT,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { type SoftPasskey, softPasskey } from '../_test/softAuthenticator.js'

// Passkeys (issue 36): a visitor adds one on the auth origin and signs in with it; the passkey then guards
// the wallet's recovery — a new device gets the recovery share only with it, whatever else signed it in.
// Each attack here is a test: a passkey of another app, another origin, a replayed or cloned assertion, a
// passkey the wallet did not sign for, a mailed approval without the passkey.

const ORIGIN = 'http://auth.test'
const RP = { origin: ORIGIN, rpId: 'auth.test' }

const service = serviceOfThisFile()

const share = () => randomBytes(96).toString('base64')

/** An e-mail account on DEVICE_A with a wallet whose key the test holds (to sign the keeper's statement). */
async function walletAccount(projectId = TEST_PROJECT.id) {
  const email = `passkey-${randomBytes(4).toString('hex')}@example.com`
  const { token } = await signIn(service, email, DEVICE_A, projectId)
  const wallet = privateKeyToAccount(generatePrivateKey())
  const shares = { authShare: share(), recoveryShare: share() }
  const made = await call(service.app, 'POST', '/v1/wallet', {
    token,
    body: { projectId, address: wallet.address, ...shares },
  })
  expect(made.status).toBe(200)
  return { email, token, wallet, shares, projectId }
}

type Account = Awaited<ReturnType<typeof walletAccount>>

/** Adds `passkey` as the frame does: options, create(), the wallet's signature, POST. */
async function addPasskey(account: Account, passkey: SoftPasskey, signer = account.wallet) {
  const options = await call(service.app, 'POST', '/v1/passkeys/registration/options', {
    token: account.token,
    body: { projectId: account.projectId },
  })
  expect(options.status).toBe(200)
  const nonce = options.body.nonce as string
  const signature = await signer.signMessage({
    message: passkeyStatement('add', {
      address: account.wallet.address,
      passkeyId: passkey.id,
      keyDigest: await passkeyKeyDigest(passkey.publicKey),
    }),
  })
  return call(service.app, 'POST', '/v1/passkeys', {
    token: account.token,
    body: {
      projectId: account.projectId,
      nonce,
      credential: passkey.register(nonce),
      publicKey: passkey.publicKey,
      signature,
    },
  })
}

/** Signs in with `passkey` on `deviceId` as the frame does; returns the answer and what recovery needs. */
async function passkeySignIn(
  passkey: SoftPasskey,
  { deviceId = DEVICE_B, projectId = TEST_PROJECT.id, assertion = {} } = {},
) {
  const start = await call(service.app, 'POST', '/v1/passkeys/sign-in/options', {
    body: { projectId, deviceId },
  })
  expect(start.status).toBe(200)
  const nonce = start.body.nonce as string
  const frameKey = await createUnwrapKey()
  const signed = passkey.assert(await passkeyChallenge(nonce, frameKey.publicKey), assertion)
  const answer = await call(service.app, 'POST', '/v1/passkeys/sign-in', {
    body: { projectId, deviceId, nonce, wrapKey: frameKey.publicKey, assertion: signed },
  })
  return { answer, nonce, frameKey, signed }
}

describe('adding a passkey', () => {
  test('options for the auth origin, ES256, user verification; the passkey is listed once added', async () => {
    const account = await walletAccount()
    const options = await call(service.app, 'POST', '/v1/passkeys/registration/options', {
      token: account.token,
      body: { projectId: TEST_PROJECT.id },
    })
    expect(options.body.options).toMatchObject({
      rp: { id: 'auth.test', name: 'Test Shop' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const passkey = softPasskey(RP)
    expect((await addPasskey(account, passkey)).status).toBe(200)
    const listed = await getAs(service, '/v1/passkeys', account.token)
    expect(listed.body.passkeys).toMatchObject([{ id: passkey.id, lastUsedAt: null }])
  })

  test('refused: made for another origin, a key other than the browser’s, a signature not the wallet’s', async () => {
    const account = await walletAccount()
    const passkey = softPasskey(RP)
    const options = await call(service.app, 'POST', '/v1/passkeys/registration/options', {
      token: account.token,
      body: { projectId: TEST_PROJECT.id },
    })
    const nonce = options.body.nonce as string
    const phished = await call(service.app, 'POST', '/v1/passkeys', {
      token: account.token,
      body: {
        projectId: TEST_PROJECT.id,
        nonce,
        credential: passkey.register(nonce, {
          origin: 'https://evil.example',
          rpId: 'evil.example',
        }),
        publicKey: passkey.publicKey,
        signature: `0x${'11'.repeat(65)}`,
      },
    })
    expect(phished).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringMatching(/could not be added/) } },
    })
    // A server that swaps in a key of its own: the browser's key and the attested one differ.
    const swapped = softPasskey(RP)
    const swap = await addPasskey(account, passkey)
    expect(swap.status).toBe(200)
    const another = await call(service.app, 'POST', '/v1/passkeys/registration/options', {
      token: account.token,
      body: { projectId: TEST_PROJECT.id },
    })
    const mismatch = await call(service.app, 'POST', '/v1/passkeys', {
      token: account.token,
      body: {
        projectId: TEST_PROJECT.id,
        nonce: another.body.nonce,
        credential: swapped.register(another.body.nonce as string),
        publicKey: passkey.publicKey,
        signature: `0x${'11'.repeat(65)}`,
      },
    })
    expect(mismatch.status).toBe(400)
    // Signed by some other key than the wallet's: the keeper refuses, nothing is added.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const unsigned = await addPasskey(account, softPasskey(RP), stranger)
    expect(unsigned).toMatchObject({
      status: 403,
      body: { error: { message: expect.stringMatching(/did not sign/) } },
    })
    const listed = await getAs(service, '/v1/passkeys', account.token)
    expect((listed.body.passkeys as unknown[]).length).toBe(1)
  })
})

describe('signing in with a passkey', () => {
  test('a new device: one touch signs in, approves the device and unlocks the recovery share', async () => {
    const account = await walletAccount()
    const passkey = softPasskey(RP)
    expect((await addPasskey(account, passkey)).status).toBe(200)
    const { answer, nonce, frameKey, signed } = await passkeySignIn(passkey)
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({
      email: account.email,
      address: account.wallet.address,
    })
    const token = answer.body.token as string
    // Without the proof, the keeper refuses; with the sign-in's assertion (same nonce and key), it releases.
    expect((await getAs(service, '/v1/wallet/recovery', token)).body).toMatchObject({
      error: { code: 'PASSKEY_REQUIRED' },
    })
    const recovered = await call(service.app, 'POST', '/v1/wallet/recovery', {
      token,
      body: {
        projectId: TEST_PROJECT.id,
        wrapKey: frameKey.publicKey,
        proof: { nonce, assertion: signed },
      },
    })
    expect(recovered.status).toBe(200)
    const context = account.wallet.address.toLowerCase()
    expect(
      await frameKey.unwrap(recovered.body.recoveryShare as WrappedSecret, `recovery:${context}`),
    ).toBe(account.shares.recoveryShare)
    expect(
      await frameKey.unwrap(recovered.body.authShare as WrappedSecret, `recovery-auth:${context}`),
    ).toBe(account.shares.authShare)
    // The nonce was good once.
    const again = await call(service.app, 'POST', '/v1/wallet/recovery', {
      token,
      body: {
        projectId: TEST_PROJECT.id,
        wrapKey: frameKey.publicKey,
        proof: { nonce, assertion: signed },
      },
    })
    expect(again.body).toMatchObject({ error: { code: 'PASSKEY_EXPIRED' } })
  })

  test('attacks: another app’s passkey, a replayed or cloned assertion, no user verification, another origin', async () => {
    const account = await walletAccount()
    const passkey = softPasskey(RP)
    expect((await addPasskey(account, passkey)).status).toBe(200)
    // The same passkey offered to another app that uses this auth service: not one of its wallets.
    const elsewhere = await passkeySignIn(passkey, { projectId: OTHER_PROJECT.id })
    expect(elsewhere.answer).toMatchObject({
      status: 403,
      body: { error: { code: 'PASSKEY_UNKNOWN' } },
    })
    // A phishing page's assertion is for its own origin.
    const phished = await passkeySignIn(passkey, { assertion: { origin: 'https://evil.example' } })
    expect(phished.answer.status).toBe(403)
    // Without user verification (no PIN, no biometric) a passkey is no factor.
    const unverified = await passkeySignIn(passkey, { assertion: { flags: 0x01 } })
    expect(unverified.answer.status).toBe(403)
    // A cloned authenticator: its counter does not move forward.
    const first = await passkeySignIn(passkey)
    expect(first.answer.status).toBe(200)
    const cloned = await passkeySignIn(passkey, { assertion: { signCount: 1 } })
    expect(cloned.answer).toMatchObject({
      status: 403,
      body: { error: { code: 'PASSKEY_UNKNOWN' } },
    })
    // A replay: the same nonce and assertion a second time.
    const replay = await call(service.app, 'POST', '/v1/passkeys/sign-in', {
      body: {
        projectId: TEST_PROJECT.id,
        deviceId: DEVICE_B,
        nonce: first.nonce,
        wrapKey: first.frameKey.publicKey,
        assertion: first.signed,
      },
    })
    expect(replay.body).toMatchObject({ error: { code: 'PASSKEY_EXPIRED' } })
  })

  test('a mailed device approval signs a new device in, but the guarded recovery still needs the passkey', async () => {
    const account = await walletAccount()
    expect((await addPasskey(account, softPasskey(RP))).status).toBe(200)
    // An attacker who controls the visitor's mailbox approves their own device and types the code.
    await call(service.app, 'POST', '/v1/login/email', {
      body: { projectId: TEST_PROJECT.id, email: account.email, deviceId: DEVICE_B },
    })
    const link = service.mailer.sent.findLast((mail) => mail.to === account.email)?.text ?? ''
    const token = /\/device\/approve\?token=([A-Za-z0-9_-]+)/.exec(link)?.[1]
    expect(token).toBeDefined()
    const approved = await service.app.request('/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: token as string }).toString(),
    })
    expect(approved.status).toBe(200)
    service.clock.advance(31_000)
    const login = await call(service.app, 'POST', '/v1/login/otp', {
      body: {
        projectId: TEST_PROJECT.id,
        email: account.email,
        deviceId: DEVICE_B,
        otp: lastCode(service.mailer, account.email),
      },
    })
    expect(login.status).toBe(200)
    const recovery = await getAs(service, '/v1/wallet/recovery', login.body.token as string)
    expect(recovery).toMatchObject({ status: 403, body: { error: { code: 'PASSKEY_REQUIRED' } } })
    expect(JSON.stringify(recovery.body)).not.toContain(account.shares.recoveryShare)
  })
})
