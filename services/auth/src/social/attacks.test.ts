import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authBrowser } from '../_test/authBrowser.js'
import { errorMessage } from '../_test/errorBody.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  makeWallet,
  OTHER_PROJECT,
  signIn,
  TEST_PROJECT,
  testService,
} from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { atStandIn, type Person } from '../_test/standInBrowser.js'
import type { OidcStandIn } from '../dev/oidcStandIn.js'
import { standInProviders } from '../dev/standInProviders.js'
import { saveProvider } from './providerStore.js'
import { PROVIDER_PRESETS, type SocialProvider } from './providers.js'

// Issue 36 against social login: a return page that only a pattern allows, another app reaching the same
// provider account's wallet, a project's own issuer vouching for addresses, and an attacker's sign-in that
// a visitor finishes on the attacker's device.

const service = serviceOfThisFile()
let standIn: OidcStandIn

beforeAll(async () => {
  service.clock.set(Date.now())
  standIn = await standInProviders(service.deps)
})
afterAll(() => standIn.stop())

type Flow = { provider: SocialProvider; person: Person; deviceId?: string; projectId?: string }

const RETURN_TO: Record<string, string> = {
  [TEST_PROJECT.id]: 'http://app.test/shop',
  [OTHER_PROJECT.id]: 'http://other.test/',
}

/** The start of a sign-in: the link its window opens. */
async function startLogin({
  provider = 'google',
  deviceId = DEVICE_A,
  projectId = TEST_PROJECT.id,
}: Partial<Flow> = {}): Promise<string> {
  const started = await call(service.app, 'POST', '/v1/social/start', {
    body: { projectId, provider, deviceId, returnTo: RETURN_TO[projectId] },
  })
  expect(started.status).toBe(200)
  return started.body.uri as string
}

/** A whole sign-in in one browser: start, the provider, the callback, and the frame's claim of the ticket. */
async function socialLogin({
  provider,
  person,
  deviceId = DEVICE_A,
  projectId = TEST_PROJECT.id,
}: Flow) {
  const browser = authBrowser(service.app)
  const go = await browser.open(await startLogin({ provider, deviceId, projectId }))
  const back = await atStandIn(standIn.url, go.headers.get('location') ?? '', person)
  const response = await browser.open(back)
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
        error: {
          message:
            "returnTo matches only a pattern of the project's origins: it must be one of them written out exactly",
        },
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
    const rows = await service.deps.database.query<{ issuer: string }>(
      "SELECT issuer FROM auth_identities WHERE subject = 'alan' AND project_id = $1",
      [TEST_PROJECT.id],
    )
    expect(rows).toEqual([{ issuer: standIn.url }])
  })

  test("a project's own issuer is not trusted to vouch for addresses: no link into the e-mail account", async () => {
    const victim = await signIn(service, 'grace@foyer.test', DEVICE_A, OTHER_PROJECT.id)
    // The project points GitHub's name at an OpenID issuer of its own choosing (here the stand-in).
    await saveProvider(
      service.deps.database.db,
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
        error: {
          message:
            'This device is new to your wallet. We e-mailed you a link to approve it: approve it, then sign in again.',
        },
      },
    })
    expect(stolen.body.token).toBeUndefined()
    const mail = service.mailer.sent.at(-1)
    expect(service.mailer.sent).toHaveLength(sent + 1)
    expect(mail?.to).toBe('ada@foyer.test')
    expect(mail?.text).toContain('Test Shop (http://app.test)')
    // Where the attacker's sign-in came from: their network, coarsely.
    expect(mail?.text).toContain(
      'The sign-in came from an internet address in the range 203.0.113.0/24.',
    )
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
    expect(errorMessage(stolen.body)).toContain('has no e-mail address to approve it with')
  })
})

describe('a social sign-in is finished only in the browser that started it', () => {
  const tickets = async () =>
    Number(
      (
        await service.deps.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM auth_social_tickets',
        )
      )[0]?.n,
    )

  test("an attacker's provider link, finished in the victim's browser, issues no ticket and ends the sign-in", async () => {
    // The attacker starts a Google sign-in for their own device and opens its link, which sends their
    // browser on to Google with its cookie; they send the victim the Google link.
    const attacker = authBrowser(service.app)
    const go = await attacker.open(await startLogin({ deviceId: DEVICE_B }))
    const providerLink = go.headers.get('location') ?? ''
    expect(providerLink.startsWith(standIn.url)).toBe(true)
    const before = await tickets()

    // The victim signs in at Google; Google sends the victim's browser (no cookie) to the callback.
    const victim = authBrowser(service.app)
    const back = await atStandIn(standIn.url, providerLink, 'ada')
    const refused = await victim.open(back)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(await refused.text()).toContain('This sign-in was started in another browser')
    expect(await tickets()).toBe(before)

    // The sign-in is spent: the attacker's own browser cannot bring the victim's return home either.
    const replay = await attacker.open(back)
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain('This sign-in has expired or was already used')
    expect(await tickets()).toBe(before)
  })

  test("the starter's own browser comes back with a ticket, and its cookie is cleared", async () => {
    const own = authBrowser(service.app)
    const go = await own.open(await startLogin())
    expect(own.cookies.get('foyer-social-login')).toMatch(/^[\w-]{43}$/)
    const returned = await own.open(
      await atStandIn(standIn.url, go.headers.get('location') ?? '', 'grace'),
    )
    expect(returned.status).toBe(302)
    expect(new URL(returned.headers.get('location') ?? '').searchParams.get('result_uri')).toMatch(
      /ticket=/,
    )
    expect(own.cookies.size).toBe(0)
  })

  test('a cookie of the wrong value is refused, and cleared', async () => {
    const own = authBrowser(service.app)
    const go = await own.open(await startLogin())
    own.cookies.set('foyer-social-login', 'W'.repeat(43))
    const before = await tickets()
    const returned = await own.open(
      await atStandIn(standIn.url, go.headers.get('location') ?? '', 'grace'),
    )
    expect(returned.status).toBe(400)
    expect(await tickets()).toBe(before)
    expect(own.cookies.size).toBe(0)
  })

  test('the link to the provider works once: a second browser opening it gets no cookie and no provider', async () => {
    const link = await startLogin()
    const first = authBrowser(service.app)
    expect((await first.open(link)).status).toBe(302)
    const second = authBrowser(service.app)
    const refused = await second.open(link)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(second.cookies.size).toBe(0)
    // Nor does a link of another provider's name, or a made-up one.
    const other = await startLogin()
    expect((await second.open(other.replace('/google/', '/github/'))).status).toBe(400)
    expect((await second.open(other.replace(/flow=[\w-]+/, `flow=${'A'.repeat(43)}`))).status).toBe(
      400,
    )
    expect((await second.open(other)).status).toBe(302)
  })

  test('the cookie: HttpOnly, SameSite=Lax, the flow’s 10 minutes; __Host- and Secure over https', async () => {
    const go = await authBrowser(service.app).open(await startLogin())
    expect(go.headers.get('set-cookie')).toMatch(
      /^foyer-social-login=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    const secure = testService(service.deps.database, {
      secrets: service.deps.secrets,
      config: { publicUrl: 'https://auth.test' },
    })
    const started = await call(secure.app, 'POST', '/v1/social/start', {
      body: {
        projectId: TEST_PROJECT.id,
        provider: 'google',
        deviceId: DEVICE_A,
        returnTo: RETURN_TO[TEST_PROJECT.id],
      },
    })
    const own = authBrowser(secure.app)
    const secureGo = await own.open(started.body.uri as string)
    expect(secureGo.headers.get('set-cookie')).toMatch(
      /^__Host-foyer-social-login=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    // The provider's answer (here a refusal) is taken in that browser, by that cookie, and only there.
    const state = new URL(secureGo.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const answer = `https://auth.test/social/callback?state=${state}&error=access_denied`
    expect((await authBrowser(secure.app).open(answer)).status).toBe(400)
    const secondStart = await call(secure.app, 'POST', '/v1/social/start', {
      body: {
        projectId: TEST_PROJECT.id,
        provider: 'google',
        deviceId: DEVICE_A,
        returnTo: RETURN_TO[TEST_PROJECT.id],
      },
    })
    const go2 = await own.open(secondStart.body.uri as string)
    const state2 = new URL(go2.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const denied = await own.open(
      `https://auth.test/social/callback?state=${state2}&error=access_denied`,
    )
    expect(denied.status).toBe(302)
    expect(denied.headers.get('location')).toContain('error%3Ddenied')
    expect(own.cookies.size).toBe(0)
  })
})
