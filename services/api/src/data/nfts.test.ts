import { type Nft, nftsSchema } from '@foyer/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_EDITIONS_COLLECTION,
  DEVNET_NFT_COLLECTION,
  DEVNET_SPAM_NFT_COLLECTION,
  devnetNftArtwork,
} from '@foyer/devnet'
import type { Devnet } from '@foyer/devnet/node'
import * as v from 'valibot'
import { erc721Abi, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { createChainClients, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData } from '../dev/devnet.js'
import { runIndexerUntilCaughtUp } from '../indexer/indexer.js'
import { ALICE, BOB, publicClientOf, startPrivateDevnet, walletOf } from './testing.js'

// The devnet's seed mints 'Foyer Doors' (ERC-721, ids 100 × account index + 1…3), 'Foyer Keys' (ERC-1155:
// 5 Brass, 1 Silver, 2 Garnet) and a spam 'Free Mint Pass' to the funded dev accounts on both chains. A
// devnet of this file's own: some tests move tokens.
const [HOLDER, KEY_SENDER_1, SENDER, KEY_SENDER_0] = DEVNET_ACCOUNTS
const doors = DEVNET_NFT_COLLECTION.address.toLowerCase()
const keys = DEVNET_EDITIONS_COLLECTION.address.toLowerCase()
const editionsAbi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function setURI(uint256 id, string uri)',
  'function mint(address to, uint256 id, uint256 value)',
])
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
  const names = (data: Nft[], contract = doors) =>
    data
      .filter((nft) => nft.contract === contract)
      .map((nft) => `${nft.chain} ${nft.name}`)
      .sort()

  test('the indexer sees the minted NFTs: names and collection from the metadata, spam left out', async () => {
    const { data, next } = await nfts(HOLDER.address, '&chainId=eip155:31337')
    expect(next).toBeNull()
    expect(names(data)).toEqual([
      'eip155:31337 Amber Door #1',
      'eip155:31337 Indigo Door #2',
      'eip155:31337 Rose Door #3',
    ])
    expect(data.find((nft) => nft.contract === doors && nft.tokenId === '2')).toEqual({
      chain: 'eip155:31337',
      contract: doors,
      tokenId: '2',
      amount: '1',
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
    // The ids of one TransferBatch share a log: their place in it keeps pages apart.
    expect(names(seen, keys)).toEqual([
      'eip155:31337 Brass Key',
      'eip155:31337 Garnet Key',
      'eip155:31337 Silver Key',
      'eip155:31338 Brass Key',
      'eip155:31338 Garnet Key',
      'eip155:31338 Silver Key',
    ])
    expect(new Set(seen.map((nft) => `${nft.chain}:${nft.contract}:${nft.tokenId}`)).size).toBe(
      seen.length,
    )
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

  test('ERC-1155 editions: minted by TransferSingle and TransferBatch, listed with their balance', async () => {
    const { data } = await nfts(HOLDER.address, '&chainId=eip155:31337')
    const held = data.filter((nft) => nft.contract === keys)
    expect(held.map(({ tokenId, name, amount }) => ({ tokenId, name, amount }))).toEqual([
      // The batch (Silver, Garnet) was minted after the single (Brass): newest first, then batch order.
      { tokenId: '3', name: 'Garnet Key', amount: '2' },
      { tokenId: '2', name: 'Silver Key', amount: '1' },
      { tokenId: '1', name: 'Brass Key', amount: '5' },
    ])
    expect(held[0]?.collection).toEqual({ name: 'Foyer Keys', symbol: 'KEY' })
    expect(held[0]?.imageUrl).toBe(`http://127.0.0.1:4000/v1/nft/eip155:31337/${keys}/3/image`)
    const image = await get(`/v1/nft/eip155:31337/${keys}/3/image`)
    expect(image.status).toBe(200)
    expect(await image.response.text()).toBe(DEVNET_EDITIONS_COLLECTION.editions[2].image)
  })

  test('ERC-1155 moves: a single and a batch transfer change both balances; an id sent away entirely leaves', async () => {
    const l1 = config.chains[0] as ServiceConfig['chains'][number]
    // Each engine's turn moves another account's keys (the chain is shared, each engine indexes all of it).
    const sender = engine === ENGINES[0] ? KEY_SENDER_0 : KEY_SENDER_1
    const wallet = walletOf(sender, l1)
    await wallet.write({
      address: DEVNET_EDITIONS_COLLECTION.address,
      abi: editionsAbi,
      functionName: 'safeTransferFrom',
      args: [sender.address, ALICE.address, 1n, 2n, '0x'],
    })
    await wallet.write({
      address: DEVNET_EDITIONS_COLLECTION.address,
      abi: editionsAbi,
      functionName: 'safeBatchTransferFrom',
      args: [sender.address, ALICE.address, [2n, 3n], [1n, 1n], '0x'],
    })
    await index()
    const amounts = async (account: string) =>
      Object.fromEntries(
        (await nfts(account, '&chainId=eip155:31337')).data
          .filter((nft) => nft.contract === keys)
          .map((nft) => [nft.tokenId, nft.amount]),
      )
    // The sender: 3 Brass, no Silver left, 1 Garnet.
    expect(await amounts(sender.address)).toEqual({ '1': '3', '3': '1' })
    // The receiver: what the chain says it holds, whichever engines moved keys to it before.
    const chain = publicClientOf(l1)
    const onChain = async (id: bigint) =>
      (
        await chain.readContract({
          address: DEVNET_EDITIONS_COLLECTION.address,
          abi: editionsAbi,
          functionName: 'balanceOf',
          args: [ALICE.address, id],
        })
      ).toString()
    const received = await amounts(ALICE.address)
    for (const id of [1n, 2n, 3n]) expect(received[id.toString()]).toBe(await onChain(id))
  })

  test('hostile ERC-1155 metadata (a javascript: URI, a scripted SVG) keeps no name or image; `{id}` is filled in', async () => {
    const l1 = config.chains[0] as ServiceConfig['chains'][number]
    // The attacker is a contract's own metadata: ids that only this engine's turn mints.
    const base = engine === ENGINES[0] ? 700n : 800n
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
    const uris: [bigint, string][] = [
      [base, 'javascript:alert(document.cookie)'],
      [
        base + 1n,
        `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Scripted', image: `data:image/svg+xml,${encodeURIComponent(scripted)}` }))}`,
      ],
      [base + 2n, 'data:application/json,{"name":"Key {id}","image":"javascript:alert(1)"}'],
      [base + 3n, 'https://attacker.example/{id}.json'],
    ]
    const wallet = walletOf(BOB, l1)
    for (const [id, uri] of uris) {
      await wallet.write({
        address: DEVNET_EDITIONS_COLLECTION.address,
        abi: editionsAbi,
        functionName: 'setURI',
        args: [id, uri],
      })
      await wallet.write({
        address: DEVNET_EDITIONS_COLLECTION.address,
        abi: editionsAbi,
        functionName: 'mint',
        args: [BOB.address, id, 1n],
      })
    }
    await index()
    const { data } = await nfts(BOB.address, '&chainId=eip155:31337')
    const byId = new Map(data.map((nft) => [nft.tokenId, nft]))
    expect(byId.get(`${base}`)).toMatchObject({ name: `Foyer Keys #${base}`, imageUrl: null })
    expect(byId.get(`${base + 1n}`)).toMatchObject({ name: 'Scripted', imageUrl: null })
    expect(byId.get(`${base + 2n}`)).toMatchObject({
      name: `Key ${(base + 2n).toString(16).padStart(64, '0')}`,
      imageUrl: null,
    })
    // A remote address is not fetched (docs/decisions.md): the collection's name and the drawn tile.
    expect(byId.get(`${base + 3n}`)).toMatchObject({
      name: `Foyer Keys #${base + 3n}`,
      imageUrl: null,
    })
    const image = await get(`/v1/nft/eip155:31337/${keys}/${base + 1n}/image`)
    expect(image.status).toBe(404)
  })

  test('bad input: 400 with a reason, an unknown image 404, never a 5xx', async () => {
    const reason = async (path: string, query = '') => {
      const { status, response } = await get(path, query)
      return [status, ((await response.json()) as { error?: { message?: string } }).error?.message]
    }
    expect(await reason('/v1/account/0x123/nfts')).toEqual([
      400,
      'Invalid account: expected an EVM or a Solana address',
    ])
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, '&chainId=eip155:1')).toEqual([
      400,
      expect.stringMatching(/^Unsupported chainId eip155:1: expected one of/),
    ])
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, '&cursor=not*a*cursor')).toEqual([
      400,
      expect.stringMatching(/^Invalid cursor/),
    ])
    // A cursor of history's form (four numbers) is not an NFT cursor.
    const historyCursor = Buffer.from('1:31337:1:1').toString('base64url')
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, `&cursor=${historyCursor}`)).toEqual([
      400,
      'Invalid cursor',
    ])
    const past32Bits = Buffer.from(`1:31337:1:1:${2 ** 31}`).toString('base64url')
    expect(await reason(`/v1/account/${HOLDER.address}/nfts`, `&cursor=${past32Bits}`)).toEqual([
      400,
      'Invalid cursor',
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
