import { type Nft, nftsSchema } from '@foyer/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_NFT_COLLECTION,
  DEVNET_SPAM_NFT_COLLECTION,
  devnetNftArtwork,
} from '@foyer/devnet'
import type { Devnet } from '@foyer/devnet/node'
import * as v from 'valibot'
import { erc721Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { createChainClients, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData } from '../dev/devnet.js'
import { runIndexerUntilCaughtUp } from '../indexer/indexer.js'
import { BOB, startPrivateDevnet, walletOf } from './testing.js'

// The devnet's seed mints 'Foyer Doors' (ids 100 × account index + 1…3) and a spam 'Free Mint Pass' to the
// funded dev accounts on both chains. A devnet of this file's own: one test moves a token.
const [HOLDER, , SENDER] = DEVNET_ACCOUNTS
const doors = DEVNET_NFT_COLLECTION.address.toLowerCase()
let devnet: Devnet
let config: ServiceConfig
beforeAll(async () => {
  ;({ devnet, config } = await startPrivateDevnet())
})
afterAll(() => devnet?.stop())

describe.each(ENGINES)('GET /v1/account/{account}/nfts on %s', (engine) => {
  let database: OpenDatabase
  let app: App
  const index = () =>
    runIndexerUntilCaughtUp({ database, config, clients: createChainClients(config.chains) })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await seedDevnetData(database.db, config)
    app = await testApp(database, config)
    await index()
  })
  afterAll(() => database.close())

  const get = async (path: string, query = '') => {
    const response = await app.request(`${path}?${CLIENT_QUERY}${query}`)
    return { status: response.status, response }
  }
  const nfts = async (account: string, query = '') => {
    const { status, response } = await get(`/v1/account/${account}/nfts`, query)
    expect(status).toBe(200)
    return v.parse(nftsSchema, await response.json())
  }
  const names = (data: Nft[]) => data.map((nft) => `${nft.chain} ${nft.name}`).sort()

  test('the indexer sees the minted NFTs: names and collection from the metadata, spam left out', async () => {
    const { data, next } = await nfts(HOLDER.address, '&chainId=eip155:31337')
    expect(next).toBeNull()
    expect(names(data)).toEqual([
      'eip155:31337 Amber Door #1',
      'eip155:31337 Indigo Door #2',
      'eip155:31337 Rose Door #3',
    ])
    expect(data.find((nft) => nft.tokenId === '2')).toEqual({
      chain: 'eip155:31337',
      contract: doors,
      tokenId: '2',
      name: 'Indigo Door #2',
      collection: { name: 'Foyer Doors', symbol: 'DOOR' },
      imageUrl: `http://127.0.0.1:4000/v1/nft/eip155:31337/${doors}/2/image`,
    })
    expect(JSON.stringify(data)).not.toContain(DEVNET_SPAM_NFT_COLLECTION.name)
  })

  test('the image is the metadata’s own SVG, served with a policy that runs nothing', async () => {
    const { status, response } = await get(`/v1/nft/eip155:31337/${doors}/2/image`)
    expect(status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe(devnetNftArtwork(DEVNET_NFT_COLLECTION, 2n).image)
  })

  test('every chain without chainId, paged by `next` without repeats', async () => {
    const seen: Nft[] = []
    let cursor: string | null = ''
    for (let page = 0; cursor !== null && page < 10; page++) {
      const body: { data: Nft[]; next: string | null } = await nfts(
        HOLDER.address,
        `&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(body.data.length).toBeLessThanOrEqual(2)
      seen.push(...body.data)
      cursor = body.next
    }
    expect(cursor).toBeNull()
    expect(names(seen)).toEqual([
      'eip155:31337 Amber Door #1',
      'eip155:31337 Indigo Door #2',
      'eip155:31337 Rose Door #3',
      'eip155:31338 Amber Door #1',
      'eip155:31338 Indigo Door #2',
      'eip155:31338 Rose Door #3',
    ])
  })

  test('a transfer moves one: the sender holds two, the receiver the third', async () => {
    const l1 = config.chains[0] as ServiceConfig['chains'][number]
    // Each engine's turn sends its own token: the first 201, the second 202.
    const tokenId = engine === ENGINES[0] ? 201n : 202n
    await walletOf(SENDER, l1).write({
      address: DEVNET_NFT_COLLECTION.address,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [SENDER.address, BOB.address, tokenId],
    })
    await index()
    const sender = await nfts(SENDER.address, '&chainId=eip155:31337')
    expect(sender.data.map((nft) => nft.tokenId)).not.toContain(tokenId.toString())
    const bob = await nfts(BOB.address.toLowerCase(), '&chainId=eip155:31337')
    expect(bob.data.map((nft) => nft.tokenId)).toContain(tokenId.toString())
    // Newest acquisition first.
    expect(bob.data[0]?.name).toBe(devnetNftArtwork(DEVNET_NFT_COLLECTION, tokenId).name)
  })

  test('bad input: 400 with a reason, an unknown image 404, never a 5xx', async () => {
    const reason = async (path: string, query = '') => {
      const { status, response } = await get(path, query)
      return [status, ((await response.json()) as { error?: { message?: string } }).error?.message]
    }
    expect(await reason('/v1/account/0x123/nfts')).toEqual([
      400,
      'Invalid account: expected an EVM address',
    ])
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, '&chainId=eip155:1')).toEqual([
      400,
      expect.stringMatching(/^Unsupported chainId eip155:1: expected one of/),
    ])
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, '&cursor=not*a*cursor')).toEqual([
      400,
      expect.stringMatching(/^Invalid cursor/),
    ])
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, '&limit=0')).toEqual([
      400,
      'Invalid limit: expected 1 to 100',
    ])
    expect(await reason(`/v1/nft/eip155:31337/${doors}/1e3/image`)).toEqual([
      400,
      'Invalid tokenId: expected a uint256 in decimal',
    ])
    expect(await reason(`/v1/nft/eip155:31337/${doors}/${2n ** 256n}/image`)).toEqual([
      400,
      'Invalid tokenId: expected a uint256 in decimal',
    ])
    expect(await reason(`/v1/nft/eip155:31337/${doors}/99999/image`)).toEqual([
      404,
      expect.stringMatching(/^No image is kept for this token/),
    ])
    // The project guard: no client parameters, no answer.
    const unguarded = await app.request(`/v1/account/${HOLDER.address}/nfts`)
    expect(unguarded.status).toBe(400)
  })
})
