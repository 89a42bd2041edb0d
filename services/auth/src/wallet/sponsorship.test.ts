import { randomBytes } from 'node:crypto'
import { readSponsorshipToken, sponsorshipPublicKey, sponsorshipPublicKeyOf } from '@foyer/server'
import { describe, expect, test } from 'vitest'
import { freshEmails } from '../_test/freshEmails.js'
import { call, OTHER_PROJECT, signIn, TEST_PROJECT, testService } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { SPONSORSHIP_TOKEN_TTL_MS } from './sponsorship.js'

// Issue 37: the auth service gives a signed-in embedded-wallet session a token for the data service's
// paymaster endpoint, bound to the session's project and wallet, short-lived; nobody else gets one.

const service = serviceOfThisFile()
const fresh = freshEmails('sponsored')

const ask = (token: string | undefined, projectId = TEST_PROJECT.id, on = service) =>
  call(on.app, 'POST', '/v1/wallet/sponsorship', {
    ...(token ? { token } : {}),
    body: { projectId },
  })

/** A signed-in account with a wallet at a fresh address. */
async function walletSession(projectId = TEST_PROJECT.id, on = service) {
  const { token } = await signIn(on, fresh(), undefined, projectId)
  const address = `0x${randomBytes(20).toString('hex')}`
  const share = () => randomBytes(96).toString('base64')
  const made = await call(on.app, 'POST', '/v1/wallet', {
    token,
    body: { projectId, address, authShare: share(), recoveryShare: share() },
  })
  expect(made.status).toBe(200)
  return { token, address }
}

/** The claims of a token, read with the key the test service signs with. */
const claimsOf = (token: unknown, now: number) => {
  const seed = service.deps.secrets.sponsorshipKey?.toString('hex') as string
  return readSponsorshipToken(
    [sponsorshipPublicKey(sponsorshipPublicKeyOf(seed))],
    String(token),
    now,
  )
}

describe('sponsorship tokens', () => {
  test('a wallet session gets a short-lived token naming its project and its wallet', async () => {
    const { token, address } = await walletSession()
    const answer = await ask(token)
    expect(answer.status).toBe(200)
    const now = service.clock.now()
    const expiresAt = Math.floor((now + SPONSORSHIP_TOKEN_TTL_MS) / 1000)
    expect(answer.body.expiresAt).toBe(expiresAt)
    expect(claimsOf(answer.body.token, now)).toEqual({
      project: TEST_PROJECT.id,
      owner: address.toLowerCase(),
      expiresAt,
    })
    // Refused by the data service once expired.
    expect(claimsOf(answer.body.token, expiresAt * 1000)).toBeUndefined()
  })

  test('attack: no session, a forged one, or a session of another project get no token', async () => {
    expect(await ask(undefined)).toMatchObject({
      status: 401,
      body: { error: { message: 'Session Expired' } },
    })
    expect(await ask('not-a-session')).toMatchObject({ status: 401 })
    // A session of this project carried to another project's frame.
    const { token } = await walletSession()
    expect(await ask(token, OTHER_PROJECT.id)).toMatchObject({ status: 401 })
    // Another project's own session gets a token for that project only.
    const other = await walletSession(OTHER_PROJECT.id)
    const answer = await ask(other.token, OTHER_PROJECT.id)
    expect(claimsOf(answer.body.token, service.clock.now())?.project).toBe(OTHER_PROJECT.id)
  })

  test('an account without a wallet yet gets none: there is nothing to sponsor', async () => {
    const { token } = await signIn(service, fresh())
    expect(await ask(token)).toMatchObject({
      status: 409,
      body: { error: { message: 'This account has no wallet yet' } },
    })
  })

  test('a service without FOYER_AUTH_SPONSORSHIP_KEY says it sponsors nothing', async () => {
    const { sponsorshipKey: _, ...secrets } = service.deps.secrets
    const unsponsored = testService(service.deps.database, { secrets })
    const { token } = await walletSession(TEST_PROJECT.id, unsponsored)
    expect(await ask(token, TEST_PROJECT.id, unsponsored)).toMatchObject({
      status: 404,
      body: { error: { message: 'This service does not sponsor gas' } },
    })
  })
})
