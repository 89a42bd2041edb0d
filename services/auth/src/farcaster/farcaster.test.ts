import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { DEVNET_ACCOUNTS, DEVNET_FARCASTER_USERS } from '@foyer/devnet'
import { getFreePorts } from '@foyer/devnet/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { errorMessage } from '../_test/errorBody.js'
import {
  call,
  DEVICE_A,
  DEVICE_B,
  getAs,
  makeWallet,
  OTHER_PROJECT,
  openTestDatabase,
  TEST_PROJECT,
  type TestService,
  testService,
} from '../_test/harness.js'
import type { OpenDatabase } from '../db/database.js'
import {
  FARCASTER_CLIENT_KEY,
  type FarcasterStandIn,
  startFarcasterStandIn,
} from '../dev/farcasterStandIn.js'

// Sign In With Farcaster against the relay's stand-in, its test Farcaster client, and the ID registry on a
// real devnet chain: the service's side of the flow, and every way its answer can be forged or replayed.

const ADA = DEVNET_FARCASTER_USERS[0]
const ORIGIN = 'http://app.test'

// The project's devnet (its global setup): this file only reads the ID registry its start seeded, which no
// other services test touches. It started a devnet of its own before issue 38 (seconds of CPU for a read).
const l1RpcUrl = inject('devnet').chains[0]?.rpcUrl as string

let database: OpenDatabase
let service: TestService
let standIn: FarcasterStandIn

beforeAll(async () => {
  standIn = await startFarcasterStandIn({ rpcUrl: l1RpcUrl, user: ADA })
  database = await openTestDatabase()
  service = testService(database, {
    config: { farcaster: { relayUrl: standIn.relayUrl, rpcUrl: l1RpcUrl } },
  })
  // Signed messages carry real times.
  service.clock.set(Date.now())
})
afterAll(async () => {
  await standIn?.stop()
  await database?.close()
})

const start = (body: Record<string, unknown> = {}, on = service) =>
  call(on.app, 'POST', '/v1/farcaster/start', {
    body: { projectId: TEST_PROJECT.id, deviceId: DEVICE_A, origin: ORIGIN, ...body },
  })
const complete = (channel: string, deviceId = DEVICE_A, projectId = TEST_PROJECT.id) =>
  call(service.app, 'POST', '/v1/farcaster/complete', {
    body: { projectId, deviceId, channel },
  })

/** The visitor presses "Sign in" (or Cancel) in the test Farcaster client the link opens. */
async function inClient(
  uri: string,
  action: 'approve' | 'cancel' = 'approve',
  domain = 'app.test',
) {
  const url = new URL(uri)
  const page = await fetch(url)
  expect(await page.text()).toContain(`Sign in to ${domain}`)
  const answer = await fetch(new URL('/~/siwf', url), {
    method: 'POST',
    body: new URLSearchParams({ channelToken: url.searchParams.get('channelToken') ?? '', action }),
  })
  expect(answer.status).toBe(200)
}

/** A client that signs what it likes: a message for `fid`, with these fields, by `key`. */
async function forgedSignIn(
  channel: string,
  {
    key = ADA.custody.privateKey,
    fid = ADA.fid,
    reportedFid = fid,
    nonce,
    domain = 'app.test',
  }: {
    key?: `0x${string}`
    fid?: number
    reportedFid?: number
    nonce: string
    domain?: string
  },
) {
  const wallet = createWalletClient({
    relay: standIn.relayUrl,
    ethereum: viemConnector({ rpcUrl: l1RpcUrl }),
  })
  const account = privateKeyToAccount(key)
  const built = wallet.buildSignInMessage({
    uri: ORIGIN,
    domain,
    nonce,
    address: account.address,
    fid,
  })
  if (built.isError) throw built.error
  const signature = await account.signMessage({ message: built.message })
  const reported = await wallet.authenticate({
    channelToken: channel,
    authKey: FARCASTER_CLIENT_KEY,
    message: built.message,
    signature,
    fid: reportedFid,
    username: 'mallory',
    bio: '',
    displayName: 'Mallory',
    pfpUrl: '',
  })
  if (reported.isError) throw reported.error
}

/** The nonce the relay channel asks for (as a Farcaster client reads it). */
async function channelNonce(channel: string): Promise<string> {
  const response = await fetch(`${standIn.relayUrl}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channel}` },
  })
  return ((await response.json()) as { nonce: string }).nonce
}

describe('a sign-in through a Farcaster client', () => {
  test('start gives the client link; complete waits, then opens a session for the fid, once', async () => {
    const started = await start()
    expect(started.status).toBe(200)
    const { uri, channel } = started.body as { uri: string; channel: string }
    expect(uri).toMatch(/\/~\/siwf\?channelToken=/)
    expect((await complete(channel)).body).toEqual({ state: 'pending' })

    await inClient(uri)
    const done = await complete(channel)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      state: 'completed',
      token: expect.any(String),
      user: { socialProvider: 'farcaster', userName: 'ada', email: null, isNew: true },
    })
    const session = await call(service.app, 'GET', `/v1/session?projectId=${TEST_PROJECT.id}`, {
      token: done.body.token as string,
    })
    expect(session.body).toMatchObject({ user: { socialProvider: 'farcaster', userName: 'ada' } })
    // The signed channel signs in once.
    expect((await complete(channel)).body).toMatchObject({
      error: { message: 'This Farcaster sign-in has expired. Try again.' },
    })

    // The same fid later reaches the same account.
    const again = await start()
    const next = again.body as { uri: string; channel: string }
    await inClient(next.uri)
    const second = await complete(next.channel)
    expect((second.body.user as { isNew: boolean }).isNew).toBe(false)
  })

  test('another device cannot complete a sign-in it did not start', async () => {
    const { uri, channel } = (await start()).body as { uri: string; channel: string }
    await inClient(uri)
    expect((await complete(channel, DEVICE_B)).status).toBe(400)
    // The device that started still can.
    expect((await complete(channel)).body.state).toBe('completed')
  })

  test('a cancelled sign-in stays pending, and expires after 10 minutes', async () => {
    const { uri, channel } = (await start()).body as { uri: string; channel: string }
    await inClient(uri, 'cancel')
    expect((await complete(channel)).body).toEqual({ state: 'pending' })
    service.clock.advance(10 * 60 * 1000 + 1)
    const late = await complete(channel)
    expect(late.status).toBe(400)
    expect(errorMessage(late.body)).toBe('This Farcaster sign-in has expired. Try again.')
    service.clock.set(Date.now())
  })
})

describe('forged answers create and reach no account', () => {
  const rejected = {
    error: { message: 'The sign-in with Farcaster could not be verified. Try again.' },
  }

  test('a message signed by a key that does not hold the fid', async () => {
    const { channel } = (await start()).body as { channel: string }
    const other = DEVNET_ACCOUNTS[1].privateKey
    await forgedSignIn(channel, { key: other, nonce: await channelNonce(channel) })
    const answer = await complete(channel)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject(rejected)
    // The sign-in is over: asking again finds nothing.
    expect(errorMessage((await complete(channel)).body)).toBe(
      'This Farcaster sign-in has expired. Try again.',
    )
  })

  test('a message with another nonce (a replayed signature)', async () => {
    const { channel } = (await start()).body as { channel: string }
    await forgedSignIn(channel, { nonce: 'replayedNonce12345' })
    expect((await complete(channel)).body).toMatchObject(rejected)
  })

  test('a message for another domain', async () => {
    const { channel } = (await start()).body as { channel: string }
    await forgedSignIn(channel, { nonce: await channelNonce(channel), domain: 'evil.test' })
    expect((await complete(channel)).body).toMatchObject(rejected)
  })

  test('a relay that names another fid than the message', async () => {
    const { channel } = (await start()).body as { channel: string }
    await forgedSignIn(channel, { nonce: await channelNonce(channel), reportedFid: 42 })
    expect((await complete(channel)).body).toMatchObject(rejected)
  })

  test('a channel the service never opened', async () => {
    const answer = await complete('00000000-0000-4000-8000-000000000000')
    expect(answer.status).toBe(400)
    expect(errorMessage(answer.body)).toBe('This Farcaster sign-in has expired. Try again.')
  })
})

describe('set-up and input', () => {
  test('an origin the project does not allow, or that is not an origin', async () => {
    expect(await start({ origin: 'http://evil.test' })).toMatchObject({
      status: 400,
      body: { error: { message: "origin is not one of the project's origins" } },
    })
    expect(errorMessage((await start({ origin: 'http://app.test/path' })).body)).toBe(
      'origin must be an http or https origin',
    )
    expect((await start({ origin: 'javascript:alert(1)' })).status).toBe(400)
  })

  test('a service without Farcaster says so; a relay that is down is a 503 with the visitor’s text', async () => {
    const off = testService(database)
    const answer = await start({}, off)
    expect(answer.status).toBe(400)
    expect(errorMessage(answer.body)).toBe('Farcaster sign-in is not set up for this service')

    const [closed] = await getFreePorts(1)
    const down = testService(database, {
      config: { farcaster: { relayUrl: `http://127.0.0.1:${closed}`, rpcUrl: l1RpcUrl } },
    })
    const unreachable = await start({}, down)
    expect(unreachable.status).toBe(503)
    expect(errorMessage(unreachable.body)).toBe('Farcaster could not be reached. Try again later.')
  })
})

// Issue 36: an attacker who starts a sign-in for an app's real origin and shows its QR code, an origin that
// only a pattern allows, another app reaching the same fid's wallet.
describe('attacks', () => {
  test('an origin that only a wildcard pattern allows is refused: exact origins only', async () => {
    expect(await start({ origin: 'https://shop.preview.test' })).toMatchObject({
      status: 400,
      body: {
        error: {
          message:
            "origin matches only a pattern of the project's origins: it must be one of them written out exactly",
        },
      },
    })
  })

  test('the same fid in another project reaches another account', async () => {
    const started = await start({ projectId: OTHER_PROJECT.id, origin: 'http://other.test' })
    expect(started.status).toBe(200)
    const { uri, channel } = started.body as { uri: string; channel: string }
    await inClient(uri, 'approve', 'other.test')
    const done = await complete(channel, DEVICE_A, OTHER_PROJECT.id)
    expect(done.body).toMatchObject({ state: 'completed', user: { isNew: true, address: null } })
  })

  test('a sign-in finished on a device the wallet does not know gets no session: the scan alone approves nothing', async () => {
    // The visitor's own device signs in and makes the wallet.
    const own = (await start()).body as { uri: string; channel: string }
    await inClient(own.uri)
    const mine = await complete(own.channel)
    await makeWallet(service, mine.body.token as string)
    // The attacker starts a sign-in on their device and shows its QR code; the visitor scans and approves.
    const trap = (await start({ deviceId: DEVICE_B })).body as { uri: string; channel: string }
    await inClient(trap.uri)
    const stolen = await complete(trap.channel, DEVICE_B)
    expect(stolen).toMatchObject({
      status: 403,
      body: {
        error: {
          message:
            'This device is new to your wallet, and your account has no e-mail address to approve it with. Sign in on a device you used before.',
        },
      },
    })
    expect(stolen.body.token).toBeUndefined()
    // The visitor's own device still signs in, and its session still reaches the wallet.
    const again = (await start()).body as { uri: string; channel: string }
    await inClient(again.uri)
    const back = await complete(again.channel)
    expect(back.status).toBe(200)
    expect((await getAs(service, '/v1/wallet/recovery', back.body.token as string)).status).toBe(
      200,
    )
  })
})
