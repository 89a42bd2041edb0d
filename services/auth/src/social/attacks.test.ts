import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  makeWallet,
  OTHER_PROJECT,
  openTestDatabase,
  signIn,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import { atStandIn, type Person } from '../_test/standInBrowser.js'
import type { OpenDatabase } from '../db/database.js'
import type { OidcStandIn } from '../dev/oidcStandIn.js'
import { standInProviders } from '../dev/standInProviders.js'
import { saveProvider } from './providerStore.js'
import { PROVIDER_PRESETS, type SocialProvider } from './providers.js'

// Issue 36 against social login: a return page that only a pattern allows, another app reaching the same
// provider account's wallet, a project's own issuer vouching for addresses, and an attacker's sign-in that
// a visitor finishes on the attacker's device.

let database: OpenDatabase
let service: TestService
let standIn: OidcStandIn

beforeAll(async () => {
  database = await openTestDatabase()
  service = testService(database)
  service.clock.set(Date.now())
  standIn = await standInProviders(service.deps)
})
afterAll(async () => {
  await standIn.stop()
  await database.close()
})

type Flow = { provider: SocialProvider; person: Person; deviceId?: string; projectId?: string }

const RETURN_TO: Record<string, string> = {
  [TEST_PROJECT.id]: 'http://app.test/shop',
  [OTHER_PROJECT.id]: 'http://other.test/',
}

/** A whole sign-in: start, the provider, the callback, and the frame's claim of the ticket. */
async function socialLogin({
  provider,
  person,
  deviceId = DEVICE_A,
  projectId = TEST_PROJECT.id,
}: Flow) {
  const started = await call(service.app, 'POST', '/v1/social/start', {
    body: { projectId, provider, deviceId, returnTo: RETURN_TO[projectId] },
  })
  expect(started.status).toBe(200)
  const back = new URL(await atStandIn(standIn.url, started.body.uri as string, person))
  const response = await service.app.request(`${back.pathname}${back.search}`)
  const location = new URL(response.headers.get('location') ?? '')
  return call(service.app, 'POST', '/v1/social/complete', {
    body: { projectId, deviceId, uri: location.searchParams.get('result_uri') },
  })
}

describe('social login, attacked', () => {
  test('a returnTo that only a wildcard pattern allows is refused (400), with words that say why', async () => {
    const answer = await call(service.app, 'POST', '/v1/social/start', {
      body: {
        projectId: TEST_PROJECT.id,
        provider: 'google',
        deviceId: DEVICE_A,
        returnTo: 'https://evil.preview.test/steal',
      },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error:
          "returnTo matches only a pattern of the project's origins: it must be one of them written out exactly",
      },
    })
  })

  test('the same Google account in another project reaches another account', async () => {
    const inA = await socialLogin({ provider: 'google', person: 'ada' })
    const inB = await socialLogin({
      provider: 'google',
      person: 'ada',
      projectId: OTHER_PROJECT.id,
    })
    expect(inA.body.user).toMatchObject({ isNew: true })
    expect(inB.body.user).toMatchObject({ isNew: true, email: 'ada@foyer.test' })
  })

  test('identities are keyed by issuer: two provider names pointing at one issuer are one identity', async () => {
    const google = await socialLogin({ provider: 'google', person: 'alan' })
    const apple = await socialLogin({ provider: 'apple', person: 'alan' })
    expect(google.status).toBe(200)
    expect(apple.body.user).toMatchObject({ isNew: false })
    const rows = await database.query<{ issuer: string }>(
      "SELECT issuer FROM auth_identities WHERE subject = 'alan' AND project_id = $1",
      [TEST_PROJECT.id],
    )
    expect(rows).toEqual([{ issuer: standIn.url }])
  })

  test("a project's own issuer is not trusted to vouch for addresses: no link into the e-mail account", async () => {
    const victim = await signIn(service, 'grace@foyer.test', DEVICE_A, OTHER_PROJECT.id)
    // The project points GitHub's name at an OpenID issuer of its own choosing (here the stand-in).
    await saveProvider(
      database.db,
      service.deps.secrets.shareKey,
      {
        projectId: OTHER_PROJECT.id,
        provider: 'github',
        settings: {
          ...PROVIDER_PRESETS.google,
          issuer: standIn.url,
          clientId: 'dev-github',
        },
        clientSecret: 'dev-github-secret',
      },
      Date.now(),
    )
    const custom = await socialLogin({
      provider: 'github',
      person: 'grace',
      projectId: OTHER_PROJECT.id,
    })
    expect(custom.status).toBe(200)
    expect(custom.body.user).toMatchObject({ isNew: true, email: null })
    expect(victim.user).toMatchObject({ isNew: true })
  })

  test('a sign-in finished on a device the wallet does not know is not a session: it mails the approval', async () => {
    const own = await socialLogin({ provider: 'discord', person: 'ada' })
    await makeWallet(service, own.body.token as string)
    const sent = service.mailer.sent.length
    // The attacker started the sign-in on their device; the visitor finished it at the provider.
    const stolen = await socialLogin({ provider: 'discord', person: 'ada', deviceId: DEVICE_B })
    expect(stolen).toMatchObject({
      status: 403,
      body: {
        error:
          'This device is new to your wallet. We e-mailed you a link to approve it: approve it, then sign in again.',
      },
    })
    expect(stolen.body.token).toBeUndefined()
    const mail = service.mailer.sent.at(-1)
    expect(service.mailer.sent).toHaveLength(sent + 1)
    expect(mail?.to).toBe('ada@foyer.test')
    expect(mail?.text).toContain('Test Shop (http://app.test)')
    expect(mail?.text).toContain('sign in again on that device')

    // Once the owner approves it from the mail, the device's next sign-in opens a session.
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    const pressed = await service.app.request('/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(pressed.status).toBe(200)
    expect(service.mailer.sent).toHaveLength(sent + 1)
    service.clock.advance(31_000)
    const approved = await socialLogin({ provider: 'discord', person: 'ada', deviceId: DEVICE_B })
    expect(approved.status).toBe(200)
  })

  test('an account with a wallet and no address: a new device is refused outright', async () => {
    const own = await socialLogin({ provider: 'x', person: 'grace' })
    await makeWallet(service, own.body.token as string)
    const stolen = await socialLogin({ provider: 'x', person: 'grace', deviceId: DEVICE_B })
    expect(stolen).toMatchObject({ status: 403 })
    expect(stolen.body.error).toContain('has no e-mail address to approve it with')
  })
})
