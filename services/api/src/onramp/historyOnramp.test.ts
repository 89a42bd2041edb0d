import { historySchema } from '@foyer/core/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import { onrampTestApp } from '../_test/onrampApp.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { onrampPurchases } from '../db/onrampSchema.js'
import { transfers } from '../db/schema.js'

// SPEC §7's history `onramp`: the account's history narrowed to the transactions that delivered its purchases
// through one provider. Purchases are private (issue 37), so the narrowing asks for what reading them asks for,
// and each test below plays someone reading purchases that are not theirs.

const L1 = 'eip155:31337'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const DELIVERY = hashOf(1)
const OTHER_TX = hashOf(2)
const ATTACKER_DELIVERY = hashOf(3)

describe('GET /v1/account/{account}/history?onramp=', () => {
  let database: OpenDatabase
  let app: App
  const victim = privateKeyToAccount(generatePrivateKey()).address
  const attacker = privateKeyToAccount(generatePrivateKey()).address
  const treasury = privateKeyToAccount(generatePrivateKey()).address
  let victimToken: string
  let attackerToken: string

  const get = async (account: string, query: string, bearer?: string) => {
    const response = await app.request(`/v1/account/${account}/history?${CLIENT_QUERY}${query}`, {
      headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const hashes = async (account: string, query: string, bearer?: string) => {
    const { status, body } = await get(account, query, bearer)
    expect(status, JSON.stringify(body)).toBe(200)
    return v.parse(historySchema, body).data.map((item) => item.metadata.hash)
  }

  /** A sandbox checkout link for `address` (its read token), delivered by transaction `hash`. */
  async function purchase(address: string, hash: string): Promise<string> {
    const response = await app.request(`/v1/generators/onrampurl?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://app.test' },
      body: JSON.stringify({
        destinationWallets: [{ address, blockchains: [L1], assets: ['fUSD'] }],
        defaultNetwork: L1,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: 100,
      }),
    })
    expect(response.status).toBe(200)
    const { readToken } = (await response.json()) as { readToken: string }
    await database.db
      .update(onrampPurchases)
      .set({ status: 'completed', transactionHash: hash })
      .where(eq(onrampPurchases.partnerUserId, address))
    return readToken
  }

  /** A native transfer the indexer would have recorded. */
  const transfer = (hash: string, to: string, minedAt: number) => ({
    id: `31337:${hash}:0`,
    chainId: 31337,
    blockNumber: minedAt,
    blockHash: hash,
    logIndex: 0,
    txHash: hash,
    txNonce: minedAt,
    minedAt,
    status: 'confirmed',
    operationType: 'transfer',
    fromAddress: treasury.toLowerCase(),
    toAddress: to.toLowerCase(),
    tokenAddress: null,
    amount: '1000',
  })

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await onrampTestApp(database)
    victimToken = await purchase(victim, DELIVERY)
    attackerToken = await purchase(attacker, ATTACKER_DELIVERY)
    await database.db
      .insert(transfers)
      .values([
        transfer(DELIVERY, victim, 100),
        transfer(OTHER_TX, victim, 200),
        transfer(ATTACKER_DELIVERY, attacker, 300),
      ])
  })
  afterAll(async () => {
    app.stopGateway()
    await database.close()
  })

  test('with the purchase’s read token: only the transaction that delivered it', async () => {
    expect(await hashes(victim, `&chainId=${L1}`)).toEqual([OTHER_TX, DELIVERY])
    expect(await hashes(victim, `&chainId=${L1}&onramp=sandbox`, victimToken)).toEqual([DELIVERY])
  })

  test('without a reader it is refused, not answered with the whole history', async () => {
    const { status, body } = await get(victim, '&onramp=sandbox')
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'PURCHASE_READER_REQUIRED' } })
  })

  test('another buyer’s token reads nothing of this account’s purchases', async () => {
    expect(await hashes(victim, '&onramp=sandbox', attackerToken)).toEqual([])
    expect(await hashes(attacker, '&onramp=sandbox', attackerToken)).toEqual([ATTACKER_DELIVERY])
  })

  test('a provider the deployment does not buy through is a 400 naming the ones it does', async () => {
    const { status, body } = await get(victim, '&onramp=coinbase', victimToken)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: { code: 'INVALID_ONRAMP', message: 'Invalid onramp: expected one of sandbox' },
    })
  })
})
