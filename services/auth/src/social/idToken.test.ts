import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, test } from 'vitest'
import { SocialLoginError } from './errors.js'
import { verifyIdToken } from './oauthClient.js'

// An ID token is the provider's word that this visitor signed in for this client just now: each part of
// that claim, broken, must be refused.

const ISSUER = 'https://accounts.example'
const CLIENT = 'client-1'
const NONCE = 'nonce-of-this-sign-in'
const NOW = Date.parse('2030-01-01T00:00:00Z')
const seconds = (at: number) => Math.floor(at / 1000)

let keys: ReturnType<typeof createLocalJWKSet>
let sign: (payload: JWTPayload, options?: { key?: 'other'; alg?: string }) => Promise<string>

beforeAll(async () => {
  const issuerKey = await generateKeyPair('RS256', { extractable: true })
  const otherKey = await generateKeyPair('RS256', { extractable: true })
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(issuerKey.publicKey)), kid: 'k1', alg: 'RS256' }],
  })
  sign = (payload, { key, alg = 'RS256' } = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, kid: 'k1' })
      .sign(key === 'other' ? otherKey.privateKey : issuerKey.privateKey)
})

const good = (): JWTPayload => ({
  iss: ISSUER,
  aud: CLIENT,
  sub: 'visitor-1',
  nonce: NONCE,
  iat: seconds(NOW),
  exp: seconds(NOW) + 600,
})

const verify = (token: string) =>
  verifyIdToken(token, { issuer: ISSUER, audience: CLIENT, nonce: NONCE, keys, now: NOW })

async function refused(token: string): Promise<string> {
  const error = await verify(token).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SocialLoginError)
  expect((error as SocialLoginError).failure).toBe('rejected')
  return (error as SocialLoginError).detail
}

describe('verifyIdToken', () => {
  test('a token from the issuer, for this client, in time, with the nonce: its claims', async () => {
    expect(await verify(await sign(good()))).toMatchObject({ sub: 'visitor-1' })
  })

  test('another audience is refused', async () => {
    expect(await refused(await sign({ ...good(), aud: 'someone-else' }))).toMatch(/aud/)
  })

  test('an expired token is refused (30 s of skew at most)', async () => {
    expect(await refused(await sign({ ...good(), exp: seconds(NOW) - 31 }))).toMatch(/exp/)
    await expect(verify(await sign({ ...good(), exp: seconds(NOW) - 10 }))).resolves.toBeTruthy()
  })

  test('another issuer, a wrong nonce, no nonce, no sub are refused', async () => {
    expect(await refused(await sign({ ...good(), iss: 'https://evil.example' }))).toMatch(/iss/)
    expect(await refused(await sign({ ...good(), nonce: 'replayed' }))).toMatch(/nonce/)
    const { nonce: _, ...withoutNonce } = good()
    expect(await refused(await sign(withoutNonce))).toMatch(/nonce/)
    const { sub: __, ...withoutSub } = good()
    expect(await refused(await sign(withoutSub))).toMatch(/sub/)
  })

  test('a token signed by another key, tampered with, unsigned or HMAC-signed is refused', async () => {
    await refused(await sign(good(), { key: 'other' }))
    const [header, , signature] = (await sign(good())).split('.')
    const forged = Buffer.from(JSON.stringify({ ...good(), sub: 'victim' })).toString('base64url')
    await refused(`${header}.${forged}.${signature}`)
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    await refused(`${none}.${Buffer.from(JSON.stringify(good())).toString('base64url')}.`)
    const hmac = await new SignJWT(good())
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'))
    await refused(hmac)
  })
})
