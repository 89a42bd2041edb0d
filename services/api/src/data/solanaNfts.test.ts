import { nftsSchema } from '@foyer/core/api'
import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp, testConfig } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { OpenDatabase } from '../db/database.js'

// A Solana account's NFTs, read live from the local cluster (LiteSVM behind JSON-RPC): the Token-2022 NFTs
// the devnet's seed mints to the first dev account, their metadata read from the mints' own extensions.

const holder = SOLANA_DEVNET_ACCOUNTS[0].address
const chain = `solana:${SOLANA_DEVNET.caipReference}`
let database: OpenDatabase
let app: App

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  app = await testApp(database, testConfig())
})
afterAll(async () => {
  await database.close()
})

const get = async (path: string, query = '') => {
  const response = await app.request(`${path}?${CLIENT_QUERY}${query}`)
  return { status: response.status, response }
}

test('the seeded Token-2022 NFTs of a Solana account: name, collection, image through the service', async () => {
  const { status, response } = await get(`/v1/account/${holder}/nfts`)
  expect(status).toBe(200)
  const { data, next } = v.parse(nftsSchema, await response.json())
  expect(next).toBeNull()
  expect(data.map((nft) => nft.name)).toEqual(['Amber Door #1', 'Indigo Door #2', 'Rose Door #3'])
  for (const nft of data) {
    expect(nft).toMatchObject({
      chain,
      tokenId: '0',
      amount: '1',
      collection: { name: 'Foyer Doors', symbol: 'DOOR' },
      imageUrl: `http://127.0.0.1:4000/v1/nft/${chain}/${nft.contract}/0/image`,
    })
    const image = await get(new URL(nft.imageUrl as string).pathname)
    expect(image.status).toBe(200)
    expect(image.response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.response.text()).toMatch(/^<svg /)
  }
  // The chainId filter takes the cluster; the third account (the seed gives the first two) holds none.
  expect((await get(`/v1/account/${holder}/nfts`, `&chainId=${chain}`)).status).toBe(200)
  const other = await get(`/v1/account/${SOLANA_DEVNET_ACCOUNTS[2].address}/nfts`)
  expect(await other.response.json()).toEqual({ data: [], next: null })
})

test('bad input: 400 with a reason, an unknown mint’s image 404, never a 5xx', async () => {
  const reason = async (path: string, query = '') => {
    const { status, response } = await get(path, query)
    return [status, ((await response.json()) as { error?: { message?: string } }).error?.message]
  }
  expect(await reason('/v1/account/not-an-address-0OIl/nfts')).toEqual([
    400,
    'Invalid account: expected an EVM or a Solana address',
  ])
  expect(
    await reason(`/v1/account/${holder}/nfts`, '&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  ).toEqual([
    400,
    expect.stringMatching(/^Unsupported chainId solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/),
  ])
  expect(await reason(`/v1/account/${holder}/nfts`, '&cursor=abc')).toEqual([400, 'Invalid cursor'])
  expect(await reason(`/v1/nft/${chain}/0x12/0/image`)).toEqual([
    400,
    'Invalid contract: expected a Solana mint address',
  ])
  expect(await reason(`/v1/nft/${chain}/${holder}/7/image`)).toEqual([
    400,
    'Invalid tokenId: a Solana NFT’s is 0',
  ])
  // An account that is no mint (the holder's own address): no image, 404.
  expect((await get(`/v1/nft/${chain}/${holder}/0/image`)).status).toBe(404)
})

test('a cluster that does not answer: 502 naming it, not a bare 500', async () => {
  const config = testConfig()
  const down = await testApp(database, {
    ...config,
    solanaClusters: (config.solanaClusters ?? []).map((cluster) => ({
      ...cluster,
      rpcUrl: 'http://127.0.0.1:9/',
    })),
  })
  const response = await down.request(`/v1/account/${holder}/nfts?${CLIENT_QUERY}`)
  expect(response.status).toBe(502)
  expect(await response.json()).toMatchObject({
    error: {
      code: 'CHAIN_UNAVAILABLE',
      message: expect.stringMatching(/^The Solana cluster Foyer Solana Devnet did not answer/),
    },
  })
})
