import { onrampPurchasesSchema } from '@foyer/core/api'
import { formatSiweMessage } from '@foyer/core/siwx'
import * as v from 'valibot'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, TEST_PROJECT } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import { onrampTestApp } from '../_test/onrampApp.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { upsertProject } from '../projects.js'

// Issue 37: "purchase history needs the session of the address it lists". A partnerUserId is the client's
// choice — often the user's id or address, which anyone can guess — so it opens nothing by itself: a
// purchase is read with the read token its checkout link answered, or with a sign-in session of the address
// it goes to. Every test here plays someone reading purchases that are not theirs.

const L1 = 'eip155:31337'
const OTHER_PROJECT = { id: 'other-app', name: 'Other', allowedOrigins: ['http://other.test'] }
const OTHER_QUERY = CLIENT_QUERY.replace(
  `projectId=${TEST_PROJECT.id}`,
  `projectId=${OTHER_PROJECT.id}`,
)

type Answer = { status: number; body: Record<string, unknown> & { error?: { code: string } } }

describe('onramp purchases are read only by their link’s read token or a session of their address', () => {
  let database: OpenDatabase
  let app: App

  async function call(
    method: 'GET' | 'POST',
    path: string,
    {
      body,
      bearer,
      query = CLIENT_QUERY,
    }: { body?: unknown; bearer?: string; query?: string } = {},
  ): Promise<Answer> {
    const response = await app.request(`${path}?${query}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
        origin: 'http://app.test',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Answer['body'] }
  }

  /** A sandbox checkout link for `address` under `partnerUserId`: its read token. */
  async function link(address: string, partnerUserId: string): Promise<string> {
    const answer = await call('POST', '/v1/generators/onrampurl', {
      body: {
        destinationWallets: [{ address, blockchains: [L1], assets: ['fUSD'] }],
        defaultNetwork: L1,
        partnerUserId,
        defaultExperience: 'buy',
        presetFiatAmount: 100,
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.readToken).toMatch(/^rt_[A-Za-z0-9_-]{43}$/)
    return answer.body.readToken as string
  }

  /** A sign-in session of `key`'s address (SPEC §7 /v1/sessions): its secret id. */
  async function signIn(key: Hex): Promise<string> {
    const account = privateKeyToAccount(key)
    const nonce = (await call('POST', '/v1/sessions/nonce')).body.nonce as string
    const message = formatSiweMessage({
      domain: 'app.test',
      address: account.address,
      uri: 'http://app.test/',
      version: '1',
      chainId: 31337,
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await account.signMessage({ message })
    const answer = await call('POST', '/v1/sessions', { body: { message, signature } })
    expect(answer.status).toBe(201)
    return answer.body.id as string
  }

  /** The destinations listed for `partnerUserId` with `bearer`, or the refusal's status and code. */
  async function read(partnerUserId: string, bearer?: string, query?: string) {
    const answer = await call('GET', `/v1/onramp/purchases/${partnerUserId}`, {
      ...(bearer === undefined ? {} : { bearer }),
      ...(query === undefined ? {} : { query }),
    })
    if (answer.status !== 200) return [answer.status, answer.body.error?.code]
    return v.parse(onrampPurchasesSchema, answer.body).purchases.map((p) => p.destination)
  }

  const victimKey = generatePrivateKey()
  const victim = privateKeyToAccount(victimKey).address
  const attackerKey = generatePrivateKey()
  const attacker = privateKeyToAccount(attackerKey).address
  // The guessable partner user id a client written from Coinbase's documentation might choose: the address.
  const partnerUserId = victim
  let victimToken: string
  let attackerToken: string

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await onrampTestApp(database)
    await upsertProject(database.db, OTHER_PROJECT)
    victimToken = await link(victim, partnerUserId)
    // The attacker records a purchase of their own under the victim's partner user id.
    attackerToken = await link(attacker, partnerUserId)
  })
  afterAll(async () => {
    app.stopGateway()
    await database.close()
  })

  test('the link’s own read token reads its purchase, and only it', async () => {
    expect(await read(partnerUserId, victimToken)).toEqual([`${L1}:${victim}`])
    expect(await read(partnerUserId, attackerToken)).toEqual([`${L1}:${attacker}`])
  })

  test('the partner user id alone, or a made-up token, reads nothing: 401', async () => {
    expect(await read(partnerUserId)).toEqual([401, 'PURCHASE_READER_REQUIRED'])
    for (const bearer of [`rt_${'A'.repeat(43)}`, 'A'.repeat(43), partnerUserId, 'x'])
      expect(await read(partnerUserId, bearer), bearer).toEqual(
        bearer.startsWith('rt_') ? [] : [401, 'PURCHASE_READER_REQUIRED'],
      )
    const basic = await app.request(`/v1/onramp/purchases/${partnerUserId}?${CLIENT_QUERY}`, {
      headers: { authorization: `Basic ${victimToken}` },
    })
    expect(basic.status).toBe(401)
  })

  test('a session of the address lists its purchases; a session of another address does not', async () => {
    const victimSession = await signIn(victimKey)
    expect(await read(partnerUserId, victimSession)).toEqual([`${L1}:${victim}`])
    const attackerSession = await signIn(attackerKey)
    expect(await read(partnerUserId, attackerSession)).toEqual([`${L1}:${attacker}`])
  })

  test('another app’s page reads nothing of this app’s purchases, with a token or a session', async () => {
    expect(await read(partnerUserId, victimToken, OTHER_QUERY)).toEqual([])
    const victimSession = await signIn(victimKey)
    expect(await read(partnerUserId, victimSession, OTHER_QUERY)).toEqual([
      401,
      'PURCHASE_READER_REQUIRED',
    ])
  })
})
