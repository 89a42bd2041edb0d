import {
  balanceSchema,
  fungiblePriceSchema,
  identitySchema,
  type TokenBalance,
} from '@foyer/core/api'
import { DEVNET_SPAM_TOKEN, DEVNET_TOKENS } from '@foyer/devnet'
import * as v from 'valibot'
import { erc20Abi, formatUnits, getAddress, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { createApp } from '../app.js'
import { createChainClients, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData } from '../dev/devnet.js'
import { setName } from './names.js'
import { setPrice } from './registry.js'
import { ALICE, BOB, dataTestConfig, walletOf } from './testing.js'

const FOY = DEVNET_TOKENS[0]
const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

describe.each(ENGINES)('data service on %s', (engine) => {
  let database: OpenDatabase
  let app: App
  let config: ServiceConfig
  /** Requests each chain's client sent, by chain id. */
  const requests = new Map<number, string[]>()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    config = dataTestConfig()
    await seedDevnetData(database.db, config)
    await testApp(database, config) // creates the test project
    // Counts the JSON-RPC requests sent to each chain (viem's HTTP transport uses fetch).
    const ports = new Map(config.chains.map((chain) => [new URL(chain.rpcUrl).host, chain.id]))
    const realFetch = globalThis.fetch
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const chainId = ports.get(url.host)
      if (chainId !== undefined && typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { method: string } | { method: string }[]
        for (const call of Array.isArray(body) ? body : [body])
          requests.set(chainId, [...(requests.get(chainId) ?? []), call.method])
      }
      return realFetch(input, init)
    }) as typeof fetch
    restoreFetch = () => {
      globalThis.fetch = realFetch
    }
    const clients = createChainClients(config.chains)
    app = createApp(database, config, clients)
  })
  let restoreFetch = () => {}
  afterAll(async () => {
    restoreFetch()
    await database.close()
  })

  const get = async (path: string, query = '') => {
    const response = await app.request(`${path}?${CLIENT_QUERY}${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const balances = async (address: string, query = '') => {
    const { status, body } = await get(`/v1/account/${address}/balance`, query)
    expect(status).toBe(200)
    return v.parse(balanceSchema, body).balances
  }
  const find = (list: TokenBalance[], chain: number, symbol: string) =>
    list.find((balance) => balance.chainId === `eip155:${chain}` && balance.symbol === symbol)

  describe('GET /v1/account/{address}/balance', () => {
    test('the coin and registry tokens of every chain, priced, in one round trip per chain', async () => {
      const [l1] = config.chains
      const wallet = walletOf(ALICE, l1 as NonNullable<typeof l1>)
      await wallet.write({
        address: FOY.address,
        abi: mintAbi,
        functionName: 'mint',
        args: [ALICE.address, parseEther('10')],
      })
      requests.clear()
      const list = await balances(ALICE.address, '&forceUpdate=true')
      // One eth_call (Multicall3's aggregate3) per chain, nothing else.
      expect(Object.fromEntries(requests)).toEqual({ 31337: ['eth_call'], 31338: ['eth_call'] })

      const onChain = await wallet.client.readContract({
        address: FOY.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ALICE.address],
      })
      const foy = find(list, 31337, 'FOY')
      expect(foy).toEqual({
        name: 'Foyer Token',
        symbol: 'FOY',
        chainId: 'eip155:31337',
        address: `eip155:31337:${getAddress(FOY.address)}`,
        value: Number(formatUnits(onChain, 18)) * 0.5,
        price: 0.5,
        quantity: { decimals: '18', numeric: formatUnits(onChain, 18) },
        iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/FOY',
      })
      const eth = find(list, 31337, 'ETH')
      const wei = await wallet.client.getBalance({ address: ALICE.address })
      expect(eth).toMatchObject({
        name: 'Ether',
        price: 3000,
        quantity: { decimals: '18', numeric: formatUnits(wei, 18) },
        iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/ETH',
      })
      expect(eth?.address).toBeUndefined()
      expect(eth?.value).toBeCloseTo(Number(formatUnits(wei, 18)) * 3000, 6)
      // The L2 coin is there even without tokens; tokens with a zero balance are not.
      expect(find(list, 31338, 'ETH')).toBeDefined()
      expect(find(list, 31337, 'USDT')).toBeUndefined()
    })

    test('spam tokens are left out', async () => {
      const [l1] = config.chains
      await walletOf(ALICE, l1 as NonNullable<typeof l1>).write({
        address: DEVNET_SPAM_TOKEN.address,
        abi: mintAbi,
        functionName: 'mint',
        args: [ALICE.address, parseEther('1000')],
      })
      const list = await balances(ALICE.address, '&forceUpdate=true&chainId=eip155:31337')
      expect(list.map((balance) => balance.symbol)).not.toContain('SPAM')
    })

    test('answers are cached 30 s per address, chain and currency; forceUpdate reads the chain', async () => {
      const [l1] = config.chains
      const before = await balances(BOB.address, '&chainId=eip155:31337')
      const ethBefore = find(before, 31337, 'ETH')?.quantity.numeric as string
      await walletOf(ALICE, l1 as NonNullable<typeof l1>).send(BOB.address, parseEther('1.5'))
      requests.clear()
      const cached = await balances(BOB.address, '&chainId=eip155:31337')
      expect(cached).toEqual(before)
      expect(requests.size).toBe(0)
      const fresh = await balances(BOB.address, '&chainId=eip155:31337&forceUpdate=true')
      const ethAfter = find(fresh, 31337, 'ETH')?.quantity.numeric as string
      expect(parseEther(ethAfter) - parseEther(ethBefore)).toBe(parseEther('1.5'))
      // The forced read refreshed the cache.
      expect(await balances(BOB.address, '&chainId=eip155:31337')).toEqual(fresh)
    })

    test('chainId filters; other currencies price at 0 until set; addresses without 0x are accepted', async () => {
      const l2 = await balances(ALICE.address.slice(2).toLowerCase(), '&chainId=eip155:31338')
      expect(l2.every((balance) => balance.chainId === 'eip155:31338')).toBe(true)
      const eur = await balances(ALICE.address, '&currency=eur&chainId=eip155:31338')
      expect(eur.every((balance) => balance.price === 0 && balance.value === 0)).toBe(true)
    })

    test.each([
      ['a malformed address', '/v1/account/0x1234/balance', '', 'INVALID_ADDRESS'],
      [
        'an unknown chain',
        `/v1/account/${BOB.address}/balance`,
        '&chainId=eip155:1',
        'UNSUPPORTED_CHAIN',
      ],
      [
        'a chain that is not CAIP-2',
        `/v1/account/${BOB.address}/balance`,
        '&chainId=31337',
        'UNSUPPORTED_CHAIN',
      ],
      ['a bad currency', `/v1/account/${BOB.address}/balance`, '&currency=u$d', 'INVALID_CURRENCY'],
      [
        'a bad forceUpdate',
        `/v1/account/${BOB.address}/balance`,
        '&forceUpdate=maybe',
        'INVALID_INPUT',
      ],
    ])('%s is a 400', async (_, path, query, code) => {
      const { status, body } = await get(path, query)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code } })
    })
  })

  describe('GET /v1/identity/{address}', () => {
    test('name and avatar, nulls when none, cached 5 minutes', async () => {
      await setName(database.db, {
        address: ALICE.address,
        name: `alice-${engine}`,
        avatar: 'https://example.test/a.png',
      })
      const alice = await get(
        `/v1/identity/${ALICE.address}`,
        '&sender=0x0000000000000000000000000000000000000001',
      )
      expect(alice.status).toBe(200)
      expect(v.parse(identitySchema, alice.body)).toEqual({
        name: `alice-${engine}`,
        avatar: 'https://example.test/a.png',
      })
      const nobody = await get(`/v1/identity/${BOB.address.toLowerCase()}`)
      expect(nobody.body).toEqual({ name: null, avatar: null })
      await setName(database.db, { address: BOB.address, name: `bob-${engine}` })
      // Still the cached answer.
      expect((await get(`/v1/identity/${BOB.address}`)).body).toEqual({ name: null, avatar: null })
    })

    test('a malformed address is a 400', async () => {
      const { status, body } = await get('/v1/identity/not-an-address')
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code: 'INVALID_ADDRESS' } })
    })
  })

  describe('POST /v1/fungible/price', () => {
    const post = async (body: unknown, raw = false) => {
      const response = await app.request(`/v1/fungible/price?${CLIENT_QUERY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw ? (body as string) : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    test('prices of registry tokens and coins; unknown tokens are left out', async () => {
      const foy = `eip155:31337:${FOY.address}`
      const { status, body } = await post({
        currency: 'usd',
        projectId: 'test-project',
        addresses: [
          foy,
          'eip155:31337:native',
          'eip155:31338:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          'eip155:31337:0x000000000000000000000000000000000000bEEF',
        ],
      })
      expect(status).toBe(200)
      expect(v.parse(fungiblePriceSchema, body).fungibles).toEqual([
        {
          name: 'Foyer Token',
          symbol: 'FOY',
          iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/FOY',
          price: 0.5,
          address: foy,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/ETH',
          price: 3000,
          address: 'eip155:31337:native',
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/ETH',
          price: 3000,
          address: 'eip155:31338:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        },
      ])
    })

    test('prices set later are answered by a new app (seeding never overwrites them)', async () => {
      await setPrice(database.db, {
        chainId: 'eip155:31337',
        address: FOY.address,
        currency: 'usd',
        price: 0.75,
      })
      await seedDevnetData(database.db, config)
      const fresh = createApp(database, config)
      const response = await fresh.request(`/v1/fungible/price?${CLIENT_QUERY}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'USD', addresses: [`eip155:31337:${FOY.address}`] }),
      })
      expect(
        ((await response.json()) as { fungibles: { price: number }[] }).fungibles[0]?.price,
      ).toBe(0.75)
    })

    test.each([
      ['not JSON', '{nope', true],
      ['no currency', { addresses: [] }, false],
      ['addresses not a list', { currency: 'usd', addresses: 'eip155:31337:native' }, false],
      [
        'a bad CAIP address',
        { currency: 'usd', addresses: ['0xF0e7000000000000000000000000000000000001'] },
        false,
      ],
      ['an unserved chain', { currency: 'usd', addresses: ['eip155:1:native'] }, false],
      ['a malformed token address', { currency: 'usd', addresses: ['eip155:31337:0x12'] }, false],
      [
        'too many addresses',
        { currency: 'usd', addresses: Array(101).fill('eip155:31337:native') },
        false,
      ],
    ])('%s is a 400', async (_, body, raw) => {
      const answer = await post(body, raw as boolean)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ error: { code: expect.stringMatching(/^INVALID_/) } })
    })
  })
})
