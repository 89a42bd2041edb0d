import { NATIVE_TOKEN_ADDRESS } from '@foyer/core/api'
import { DEVNET_ACCOUNTS, DEVNET_NFT_COLLECTION, DEVNET_TOKENS, SOLANA_DEVNET } from '@foyer/devnet'

const fusd = DEVNET_TOKENS[1].address

import { fuzzRoutes } from '@foyer/server/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CLIENT_PARAMS, testApp, testConfig } from './_test/app.js'
import { openTestDatabase } from './_test/databases.js'
import type { App } from './app.js'
import type { OpenDatabase } from './db/database.js'
import { withDevnetContracts } from './dev/devnet.js'

// Issue 22: whatever a client sends, the data service answers 4xx, never 5xx (a NUL byte in projectId and a
// forged history cursor answered 500 before). Every route, 2,500 seeded cases against the devnet.
let database: OpenDatabase
let app: App
beforeAll(async () => {
  database = await openTestDatabase('pglite')
  const config = testConfig()
  // With the devnet's AMM, so the swap handlers are reached and not only "Network not supported".
  app = await testApp(database, { ...config, chains: withDevnetContracts(config.chains) })
})
afterAll(async () => {
  await database.close()
})

const ROUTES = [
  { method: 'GET', path: '/v1/supported-chains' },
  { method: 'GET', path: '/v1/account/:address/balance' },
  { method: 'GET', path: '/v1/account/:address/history' },
  { method: 'GET', path: '/v1/account/:address/nfts' },
  { method: 'GET', path: '/v1/nft/:chainId/:contract/:tokenId/image' },
  { method: 'GET', path: '/v1/identity/:address' },
  { method: 'POST', path: '/v1/fungible/price' },
  { method: 'POST', path: '/v1/' },
  { method: 'GET', path: '/v1/convert/tokens' },
  { method: 'GET', path: '/v1/convert/quotes' },
  { method: 'GET', path: '/v1/convert/allowance' },
  { method: 'GET', path: '/v1/convert/gas-price' },
  { method: 'GET', path: '/v1/convert/build-approve' },
  { method: 'POST', path: '/v1/convert/build-transaction' },
  { method: 'GET', path: '/getWallets' },
  { method: 'GET', path: '/getWalletImage/:id' },
  { method: 'GET', path: '/getAnalyticsConfig' },
  { method: 'GET', path: '/projects/v1/origins' },
  { method: 'POST', path: '/e' },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/ready' },
]

let passed = 0
test('2,500 random requests over every route: not one 5xx', async () => {
  const address = DEVNET_ACCOUNTS[0].address
  const failures = await fuzzRoutes({
    routes: ROUTES,
    cases: 2_500,
    send: async (method, url, init) => {
      const response = await app.request(url, { method, ...init })
      if (response.status < 300) passed++
      return response
    },
    knownParams: {
      ...CLIENT_PARAMS,
      chainId: ['eip155:31337', '31337', `solana:${SOLANA_DEVNET.caipReference}`],
      currency: ['usd'],
      forceUpdate: ['true', 'false'],
      page: ['1', '2'],
      entries: ['4', '40'],
      search: ['meta', 'wallet'],
      include: ['metamask,rainbow'],
      exclude: ['phantom'],
      cursor: ['', 'eyJ9'],
      amount: ['1', '1000000', '0', '-1', '1e18'],
      from: [`eip155:31337:${NATIVE_TOKEN_ADDRESS}`, `eip155:31337:${fusd}`],
      to: [`eip155:31337:${fusd}`, `eip155:31337:${address}`],
      tokenAddress: [`eip155:31337:${fusd}`, `eip155:31337:${address}`],
      userAddress: [address, `eip155:31337:${address}`],
      gasPrice: ['1000000000', 'x'],
      limit: ['1', '100', '101', '-1'],
    },
    knownSegments: [
      address,
      `eip155:31337:${address}`,
      address.toLowerCase(),
      'eip155:31337',
      DEVNET_NFT_COLLECTION.address,
      '1',
      `${2n ** 256n}`,
    ],
    origins: ['http://app.test', 'https://evil.test'],
  })
  expect(failures).toEqual([])
  // The guards let enough through for the handlers themselves to be reached.
  expect(passed).toBeGreaterThan(250)
}, 300_000)
