import { balanceSchema } from '@foyer/core/api'
import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_TOKENS } from '@foyer/devnet'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp, testConfig } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData } from '../dev/devnet.js'

// Balances on the local Solana cluster (LiteSVM behind JSON-RPC), read by the data service: SOL and the SPL
// tokens of the registry, priced. The third funded account is only read here.

const owner = SOLANA_DEVNET_ACCOUNTS[2].address
const chain = `solana:${SOLANA_DEVNET.caipReference}`
let database: OpenDatabase
let app: App

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  const config = testConfig()
  await seedDevnetData(database.db, config)
  app = await testApp(database, config)
})
afterAll(async () => {
  await database.close()
})

const get = async (address: string, query = '') => {
  const response = await app.request(`/v1/account/${address}/balance?${CLIENT_QUERY}${query}`)
  return { status: response.status, body: await response.json() }
}

test('SOL and the registry’s SPL tokens of a Solana address, priced, with CAIP-10 mints', async () => {
  const { status, body } = await get(owner)
  expect(status).toBe(200)
  const { balances } = v.parse(balanceSchema, body)
  const [fusd, foy] = SOLANA_DEVNET_TOKENS
  expect(balances).toEqual([
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: chain,
      value: 150_000,
      price: 150,
      quantity: { decimals: '9', numeric: '1000' },
      iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/SOL',
    },
    expect.objectContaining({
      symbol: 'FOY',
      address: `${chain}:${foy.mint}`,
      price: 0.5,
      quantity: { decimals: '9', numeric: '1000' },
    }),
    expect.objectContaining({
      symbol: 'fUSD',
      address: `${chain}:${fusd.mint}`,
      value: 1000,
      quantity: { decimals: '6', numeric: '1000' },
    }),
  ])
})

test('the chainId filter takes the cluster; other chains and bad addresses are a 400', async () => {
  expect((await get(owner, `&chainId=${chain}`)).status).toBe(200)
  expect(await get(owner, '&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({
    status: 400,
    body: { error: { code: 'UNSUPPORTED_CHAIN' } },
  })
  expect((await get(owner, '&chainId=eip155:31337')).status).toBe(400)
  expect(await get('not-an-address-0OIl')).toMatchObject({
    status: 400,
    body: {
      error: {
        code: 'INVALID_ADDRESS',
        message: 'Invalid address: expected an EVM or a Solana address',
      },
    },
  })
})
