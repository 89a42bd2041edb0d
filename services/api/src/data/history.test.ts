import { type HistoryItem, historySchema } from '@foyer/core/api'
import { DEVNET_ACCOUNTS, DEVNET_SPAM_TOKEN, DEVNET_TOKENS } from '@foyer/devnet'
import type { Devnet } from '@foyer/devnet/node'
import * as v from 'valibot'
import { getAddress, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { createChainClients, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData } from '../dev/devnet.js'
import { runIndexerUntilCaughtUp } from '../indexer/indexer.js'
import { encodeCursor } from './history.js'
import { ALICE, BOB, DEAD_ADDRESS, startPrivateDevnet, TOKEN_ABI, walletOf } from './testing.js'

const [FOY, FUSD, USDT] = DEVNET_TOKENS

// Alice's and Bob's activity on a devnet of this file's own, made once; each engine indexes it.
let devnet: Devnet
let config: ServiceConfig
const tx: Record<string, Hash> = {}
beforeAll(async () => {
  ;({ devnet, config } = await startPrivateDevnet())
  const [l1, l2] = config.chains as [
    ServiceConfig['chains'][number],
    ServiceConfig['chains'][number],
  ]
  const alice = walletOf(ALICE, l1)
  const write = (
    address: `0x${string}`,
    functionName: string,
    args: readonly unknown[],
    gas?: bigint,
  ) => alice.write({ address, abi: TOKEN_ABI, functionName, args, ...(gas ? { gas } : {}) })
  tx.mint = await write(FOY.address, 'mint', [ALICE.address, parseEther('10')])
  tx.sendEth = await alice.send(BOB.address, parseEther('1.5'))
  tx.sendFoy = await write(FOY.address, 'transfer', [BOB.address, parseEther('2.25')])
  tx.approve = await write(FUSD.address, 'approve', [BOB.address, 5_000_000n])
  tx.failed = await write(USDT.address, 'transfer', [DEAD_ADDRESS, 1n], 100_000n)
  tx.spamMint = await write(DEVNET_SPAM_TOKEN.address, 'mint', [ALICE.address, parseEther('100')])
  tx.spamDrop = await write(DEVNET_SPAM_TOKEN.address, 'transfer', [BOB.address, parseEther('100')])
  tx.self = await alice.send(ALICE.address, 1n)
  // Newest first across chains goes by block time: anvil moves a busy chain's clock ahead (a block per
  // second at least), so the L2 block, made last, is stamped after the L1 blocks by hand.
  const l2Wallet = walletOf(ALICE, l2)
  const [l1Latest, l2Latest] = await Promise.all([
    alice.client.getBlock(),
    l2Wallet.client.getBlock(),
  ])
  const after = Math.max(Number(l1Latest.timestamp), Number(l2Latest.timestamp))
  await l2Wallet.client.request({
    method: 'evm_setNextBlockTimestamp',
    params: [after + 1],
  } as never)
  tx.l2 = await l2Wallet.send(BOB.address, parseEther('0.1'))
})
afterAll(() => devnet?.stop())

describe.each(ENGINES)('GET /v1/account/{account}/history on %s', (engine) => {
  let database: OpenDatabase
  let app: App

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await seedDevnetData(database.db, config)
    app = await testApp(database, config)
    await runIndexerUntilCaughtUp({ database, config, clients: createChainClients(config.chains) })
  })
  afterAll(() => database.close())

  const get = async (account: string, query = '') => {
    const response = await app.request(`/v1/account/${account}/history?${CLIENT_QUERY}${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const history = async (account: string, query = '') => {
    const { status, body } = await get(account, query)
    expect(status).toBe(200)
    return v.parse(historySchema, body)
  }
  const summary = (item: HistoryItem) => [
    item.metadata.hash,
    item.metadata.operationType,
    item.metadata.status,
    item.transfers
      .map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol}`)
      .join(', '),
  ]

  test('one item per transaction, newest first, operation relative to the account', async () => {
    const { data, next } = await history(ALICE.address, '&limit=50')
    expect(next).toBeNull()
    expect(data.map(summary)).toEqual([
      [tx.l2, 'send', 'confirmed', 'out 0.1 ETH'],
      [tx.self, 'send', 'confirmed', 'self 0.000000000000000001 ETH'],
      [tx.spamDrop, 'send', 'confirmed', 'out 100 SPAM'],
      [tx.spamMint, 'mint', 'confirmed', 'in 100 SPAM'],
      [tx.failed, 'send', 'failed', 'out 0.000001 USDT'],
      [tx.approve, 'approve', 'confirmed', 'out 5 fUSD'],
      [tx.sendFoy, 'send', 'confirmed', 'out 2.25 FOY'],
      [tx.sendEth, 'send', 'confirmed', 'out 1.5 ETH'],
      [tx.mint, 'mint', 'confirmed', 'in 10 FOY'],
    ])
    const sendFoy = data.find((item) => item.metadata.hash === tx.sendFoy) as HistoryItem
    expect(sendFoy).toMatchObject({
      id: `eip155:31337:${tx.sendFoy}`,
      metadata: {
        chain: 'eip155:31337',
        sentFrom: ALICE.address,
        sentTo: BOB.address,
        nonce: 2,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '2.25' },
          price: 0.5,
          value: 1.125,
          fungible_info: {
            name: 'Foyer Token',
            symbol: 'FOY',
            address: `eip155:31337:${getAddress(FOY.address)}`,
            icon: { url: 'http://127.0.0.1:4000/public/getTokenImage/FOY' },
            is_spam: false,
          },
        },
      ],
    })
    expect(new Date(sendFoy.metadata.minedAt).toISOString()).toBe(sendFoy.metadata.minedAt)
  })

  test('the receiving side sees receives, approvals to it and the spam flag', async () => {
    const { data } = await history(BOB.address)
    expect(data.map(summary)).toEqual([
      [tx.l2, 'receive', 'confirmed', 'in 0.1 ETH'],
      [tx.spamDrop, 'receive', 'confirmed', 'in 100 SPAM'],
      [tx.approve, 'approve', 'confirmed', 'in 5 fUSD'],
      [tx.sendFoy, 'receive', 'confirmed', 'in 2.25 FOY'],
      [tx.sendEth, 'receive', 'confirmed', 'in 1.5 ETH'],
    ])
    const spam = data.find((item) => item.metadata.hash === tx.spamDrop)
    expect(spam?.transfers[0]?.fungible_info?.is_spam).toBe(true)
  })

  test('pages by cursor (limit, default 20) until next is null', async () => {
    const all = (await history(ALICE.address, '&limit=50')).data
    const seen: HistoryItem[] = []
    let cursor: string | null = ''
    let pages = 0
    do {
      const page = await history(ALICE.address, `&limit=4${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.data.length).toBeLessThanOrEqual(4)
      seen.push(...page.data)
      cursor = page.next
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(all)
    // The default page size holds all nine.
    expect((await history(ALICE.address)).data).toHaveLength(9)
  })

  test('chainId filters to one chain', async () => {
    const l2 = await history(ALICE.address, '&chainId=eip155:31338')
    expect(l2.data.map((item) => item.metadata.hash)).toEqual([tx.l2])
    const l1 = await history(ALICE.address, '&chainId=eip155:31337')
    expect(l1.data.every((item) => item.metadata.chain === 'eip155:31337')).toBe(true)
    expect(l1.data).toHaveLength(8)
  })

  test('an account without activity has an empty history', async () => {
    expect(await history('0x000000000000000000000000000000000000bEEF')).toEqual({
      data: [],
      next: null,
    })
  })

  test.each([
    ['a malformed account', '0xnope', '', 'INVALID_ADDRESS'],
    ['a malformed cursor', ALICE.address, '&cursor=!!!', 'INVALID_CURSOR'],
    [
      'a cursor that is not ours',
      ALICE.address,
      `&cursor=${Buffer.from('hello').toString('base64url')}`,
      'INVALID_CURSOR',
    ],
    [
      'a forged cursor past the 32-bit columns (issue 22: it was a 500)',
      ALICE.address,
      `&cursor=${Buffer.from('1700000000:4294967296:1:0').toString('base64url')}`,
      'INVALID_CURSOR',
    ],
    [
      'a forged cursor with a transaction index past 2^31 - 1',
      ALICE.address,
      `&cursor=${Buffer.from('1700000000:31337:1:2147483648').toString('base64url')}`,
      'INVALID_CURSOR',
    ],
    ['an unknown chain', ALICE.address, '&chainId=eip155:1', 'UNSUPPORTED_CHAIN'],
    ['a limit above 50', ALICE.address, '&limit=51', 'INVALID_INPUT'],
    ['a limit of 0', ALICE.address, '&limit=0', 'INVALID_INPUT'],
    ['a limit that is not a number', ALICE.address, '&limit=ten', 'INVALID_INPUT'],
  ])('%s is a 400', async (_, account, query, code) => {
    const { status, body } = await get(account, query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code } })
  })

  test('NFT moves are items too, each transfer with nft_info: name, image and spam flag (SPEC §3)', async () => {
    // The devnet's seed mints Doors (ERC-721), Keys (ERC-1155, a single then a batch) and a spam pass to
    // the first funded account.
    const { data } = await history(DEVNET_ACCOUNTS[0].address, '&chainId=eip155:31337&limit=50')
    const nftItems = data.filter((item) => item.transfers.some((transfer) => transfer.nft_info))
    const seen = nftItems.map((item) => [
      item.metadata.operationType,
      item.transfers
        .map(
          (t) =>
            `${t.direction} ${t.nft_info?.name} ×${t.quantity.numeric}${t.nft_info?.flags?.is_spam ? ' spam' : ''}`,
        )
        .join(', '),
    ])
    expect(seen).toEqual(
      expect.arrayContaining([
        ['mint', 'in Amber Door #1 ×1'],
        ['mint', 'in Brass Key ×5'],
        ['mint', 'in Silver Key ×1, in Garnet Key ×2'],
      ]),
    )
    expect(seen.some(([, text]) => text?.endsWith(' spam'))).toBe(true)
    const door = nftItems
      .flatMap((item) => item.transfers)
      .find((transfer) => transfer.nft_info?.name === 'Amber Door #1')
    expect(door?.nft_info?.content?.preview?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:4000\/v1\/nft\/eip155:31337\/0x[0-9a-f]{40}\/1\/image$/,
    )
    // No fungible metadata was read from a collection: NFT rows never show as tokens.
    expect(
      data
        .flatMap((item) => item.transfers)
        .filter((t) => t.fungible_info?.name === 'Unknown Token'),
    ).toEqual([])
  })

  test('a well-formed cursor past the end gives an empty page', async () => {
    const cursor = encodeCursor({ minedAt: 0, chainId: 0, blockNumber: 0, txIndex: 0 })
    expect(await history(ALICE.address, `&cursor=${cursor}`)).toEqual({ data: [], next: null })
  })
})
