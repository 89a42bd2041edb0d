import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AuthBrowser, authBrowser } from '../_test/authBrowser.js'
import { errorMessage } from '../_test/errorBody.js'
import { call, DEVICE_A, DEVICE_B, signIn, TEST_PROJECT } from '../_test/harness.js'
import { serviceOfThisFile } from '../_test/serviceOfThisFile.js'
import { atStandIn, type Person } from '../_test/standInBrowser.js'
import type { OidcStandIn } from '../dev/oidcStandIn.js'
import { standInProviders } from '../dev/standInProviders.js'
import { EVERY_PROJECT, saveProvider } from './providerStore.js'
import { PROVIDER_PRESETS, type SocialProvider } from './providers.js'

// Social login against the real OpenID provider that stands in for Google, GitHub, X…: the service's side of
// the code flow, and every way its answer can be forged, replayed or lost.

const service = serviceOfThisFile()
let standIn: OidcStandIn
/** The visitor's browser: the one each sign-in below starts and finishes in. */
let browser: AuthBrowser
const RETURN_TO = 'http://app.test/shop?tab=keep'

beforeAll(async () => {
  // ID tokens are stamped with the real time.
  service.clock.set(Date.now())
  standIn = await standInProviders(service.deps)
  browser = authBrowser(service.app)
})
afterAll(() => standIn.stop())

/**
 * The sign-in's window: it opens the start's link (on the service, which sends it on to the provider) and,
 * at the stand-in provider, chooses `person`. Returns where the provider sends it back to.
 */
async function atProvider(uri: string, person: Person, via = browser): Promise<string> {
  const go = await via.open(uri)
  expect(go.status).toBe(302)
  return atStandIn(standIn.url, go.headers.get('location') ?? '', person)
}

const start = (provider: string, { deviceId = DEVICE_A, returnTo = RETURN_TO } = {}) =>
  call(service.app, 'POST', '/v1/social/start', {
    body: { projectId: TEST_PROJECT.id, provider, deviceId, returnTo },
  })

/** The service's answer to the provider's return: where it sends the window. */
async function callback(
  url: string,
  via = browser,
): Promise<{ status: number; location: string | null; text: string }> {
  const response = await via.open(url)
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  }
}

/** The `result_uri` the window comes back to the app with. */
function resultOf(location: string | null): string {
  const back = new URL(location ?? '')
  expect(`${back.origin}${back.pathname}`).toBe('http://app.test/shop')
  expect(back.searchParams.get('tab')).toBe('keep')
  return back.searchParams.get('result_uri') ?? ''
}

const complete = (uri: string, deviceId = DEVICE_A) =>
  call(service.app, 'POST', '/v1/social/complete', {
    body: { projectId: TEST_PROJECT.id, uri, deviceId },
  })

/** A whole sign-in up to the app's page: the `result_uri`. */
async function signInAt(provider: SocialProvider, person: Person, deviceId = DEVICE_A) {
  const started = await start(provider, { deviceId })
  expect(started.status).toBe(200)
  const returned = await callback(await atProvider(started.body.uri as string, person))
  expect(returned.status).toBe(302)
  return resultOf(returned.location)
}

const identityCount = async () =>
  Number(
    (
      await service.deps.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM auth_identities',
      )
    )[0]?.n,
  )

describe('a sign-in that holds up', () => {
  test('google (OpenID Connect): the consent URL carries PKCE S256, state and nonce; the ID token makes a session', async () => {
    const started = await start('google')
    // The window first opens a page of the service, which sends it on to the provider.
    const link = new URL(started.body.uri as string)
    expect(`${link.origin}${link.pathname}`).toBe('http://auth.test/v1/social/google/go')
    const go = await browser.open(link.toString())
    const uri = new URL(go.headers.get('location') ?? '')
    expect(uri.origin).toBe(standIn.url)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('redirect_uri')).toBe('http://auth.test/social/callback')
    const returned = await callback(await atStandIn(standIn.url, uri.toString(), 'grace'))
    const result = resultOf(returned.location)
    expect(result).toMatch(/^http:\/\/auth\.test\/social\/result\?ticket=[\w-]{43}$/)
    const done = await complete(result)
    expect(done.status).toBe(200)
    expect(done.body.user).toEqual({
      email: 'grace@foyer.test',
      address: null,
      isNew: true,
      socialProvider: 'google',
      userName: 'Grace Hopper',
    })
    const session = await call(service.app, 'GET', `/v1/session?projectId=${TEST_PROJECT.id}`, {
      token: done.body.token as string,
    })
    expect(session.body.user).toMatchObject({ socialProvider: 'google', userName: 'Grace Hopper' })
  })

  test('github and x (plain OAuth): the user comes from their APIs; no verified e-mail, none kept', async () => {
    for (const provider of ['github', 'x'] as const) {
      const done = await complete(await signInAt(provider, 'ada'))
      expect(done.status).toBe(200)
      expect(done.body.user).toMatchObject({
        email: null,
        socialProvider: provider,
        userName: 'Ada Lovelace',
        isNew: true,
      })
    }
  })

  test('the same provider account reaches the same account on another device, which it approves', async () => {
    const first = await complete(await signInAt('discord', 'alan'))
    const second = await complete(await signInAt('discord', 'alan', DEVICE_B), DEVICE_B)
    expect(second.status).toBe(200)
    expect(second.body.user).toMatchObject({ isNew: false, email: null, userName: 'Alan Turing' })
    const ids = await service.deps.database.query<{ user_id: string }>(
      'SELECT user_id FROM auth_sessions WHERE social_provider = $1',
      ['discord'],
    )
    expect(new Set(ids.map((row) => row.user_id)).size).toBe(1)
    expect(first.body.token).not.toBe(second.body.token)
  })

  test('a verified e-mail links: google then e-mail login with that address reach one account', async () => {
    const done = await complete(await signInAt('google', 'ada'))
    const byEmail = await signIn(service, 'ada@foyer.test')
    expect(byEmail.user.isNew).toBe(false)
    const users = await service.deps.database.query<{ id: string }>(
      "SELECT DISTINCT user_id AS id FROM auth_sessions WHERE token_hash IS NOT NULL AND user_id IN (SELECT id FROM auth_users WHERE email = 'ada@foyer.test')",
    )
    expect(users).toHaveLength(1)
    expect(done.body.user).toMatchObject({ email: 'ada@foyer.test' })
    // GitHub's address is not known to be verified: Ada's GitHub sign-in above made its own account.
    const github = await service.deps.database.query<{ email: string | null }>(
      "SELECT u.email FROM auth_identities i JOIN auth_users u ON u.id = i.user_id WHERE i.provider = 'github' AND i.subject = '1000'",
    )
    expect(github).toEqual([{ email: null }])
  })
})

describe('the provider’s return, forged, replayed or late', () => {
  test('a forged state, a replayed state and a late one meet a page that says so, and reach no wallet', async () => {
    const before = await identityCount()
    const started = await start('google')
    const back = await atProvider(started.body.uri as string, 'grace')
    const forged = new URL(back)
    forged.searchParams.set('state', 'A'.repeat(43))
    const answer = await callback(forged.toString())
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('This sign-in has expired or was already used')
    expect((await callback(back)).status).toBe(302)
    const replay = await callback(back)
    expect(replay.status).toBe(400)
    expect(replay.location).toBeNull()

    const late = await start('google')
    const lateBack = await atProvider(late.body.uri as string, 'grace')
    service.clock.advance(10 * 60_000 + 1)
    expect((await callback(lateBack)).status).toBe(400)
    service.clock.set(Date.now())
    expect(await identityCount()).toBe(before)
  })

  test('a wrong nonce or a wrong PKCE verifier is refused and the app is told the sign-in failed', async () => {
    for (const column of ['nonce', 'code_verifier']) {
      const before = await identityCount()
      const started = await start('google')
      const back = await atProvider(started.body.uri as string, 'ada')
      // The flow row as an attacker who swapped in their own value would leave it.
      await service.deps.database.query(`UPDATE auth_social_flows SET ${column} = $1`, [
        'x'.repeat(43),
      ])
      const answer = await callback(back)
      const result = resultOf(answer.location)
      expect(result).toBe('http://auth.test/social/result?error=rejected&provider=google')
      const done = await complete(result)
      expect(done).toMatchObject({
        status: 400,
        body: { error: { message: 'The sign-in with Google could not be verified. Try again.' } },
      })
      expect(await identityCount()).toBe(before)
    }
  })

  test('a code used twice is refused by the provider, and so by the service', async () => {
    const started = await start('github')
    const back = await atProvider(started.body.uri as string, 'grace')
    const [flow] = await service.deps.database.query('SELECT * FROM auth_social_flows')
    const cookies = new Map(browser.cookies)
    expect(resultOf((await callback(back)).location)).toMatch(/ticket=/)
    // Put the flow and the browser's cookie back as they were, so that only the code stands between a
    // replay and a session.
    await service.deps.database.query(
      'INSERT INTO auth_social_flows SELECT * FROM json_populate_record(NULL::auth_social_flows, $1)',
      [JSON.stringify(flow)],
    )
    for (const [name, value] of cookies) browser.cookies.set(name, value)
    expect(resultOf((await callback(back)).location)).toContain('error=rejected')
  })

  test('a visitor who cancels at the provider gets the app back with words, and no account', async () => {
    const before = await identityCount()
    const result = await signInAt('discord', 'cancel')
    expect(await complete(result)).toMatchObject({
      status: 400,
      body: { error: { message: 'The sign-in with Discord was cancelled.' } },
    })
    expect(await identityCount()).toBe(before)
  })
})

describe('the ticket', () => {
  test('works once, for its device, within 5 minutes, and only as this service made it', async () => {
    const result = await signInAt('google', 'grace')
    expect((await complete(result, DEVICE_B)).status).toBe(400)
    expect((await complete(result.replace('auth.test', 'evil.test'))).status).toBe(400)
    expect((await complete('not a uri')).status).toBe(400)
    expect((await complete(result)).status).toBe(200)
    expect(await complete(result)).toMatchObject({
      status: 400,
      body: { error: { message: 'This sign-in has expired or was already used. Try again.' } },
    })
    const late = await signInAt('google', 'grace')
    service.clock.advance(5 * 60_000 + 1)
    expect((await complete(late)).status).toBe(400)
    service.clock.set(Date.now())
  })
})

describe('starting', () => {
  test('refuses a return page outside the project’s origins, an unknown provider and bad input', async () => {
    expect(await start('google', { returnTo: 'https://evil.test/' })).toMatchObject({
      status: 400,
      body: { error: { message: "returnTo is not one of the project's origins" } },
    })
    expect((await start('google', { returnTo: 'javascript:alert(1)' })).status).toBe(400)
    expect(errorMessage((await start('myspace')).body)).toBe(
      'provider must be one of google, x, discord, github, apple, facebook',
    )
    expect((await start('google', { deviceId: 'short' })).status).toBe(400)
  })

  test('a provider that is not set up, or down, is named', async () => {
    await service.deps.database.query("DELETE FROM auth_social_providers WHERE provider = 'apple'")
    expect(await start('apple')).toMatchObject({
      status: 400,
      body: { error: { message: 'Apple sign-in is not set up for this project' } },
    })
    await saveProvider(
      service.deps.database.db,
      service.deps.secrets.shareKey,
      {
        projectId: EVERY_PROJECT,
        provider: 'apple',
        settings: {
          ...PROVIDER_PRESETS.apple,
          issuer: 'http://127.0.0.1:9',
          clientId: 'dev-apple',
        },
        clientSecret: 'dev-apple-secret',
      },
      Date.now(),
    )
    expect(await start('apple')).toMatchObject({
      status: 503,
      body: { error: { message: 'Apple could not be reached. Try again later.' } },
    })
  })
})
