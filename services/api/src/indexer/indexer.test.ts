import { DEVNET_TOKENS } from '@foyer/devnet'
import type { Devnet } from '@foyer/devnet/node'
import { and, eq } from 'drizzle-orm'
import { type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, openTestDatabase } from '../_test/databases.js'
import { createChainClients, type ServiceConfig } from '../config.js'
import {
  ALICE,
  BOB,
  DEAD_ADDRESS,
  startPrivateDevnet,
  TOKEN_ABI,
  walletOf,
} from '../data/testing.js'
import type { OpenDatabase } from '../db/database.js'
import { tokenMetadata } from '../db/dataSchema.js'
import { indexedBlocks, tokens, transfers as transferRows } from '../db/schema.js'
import { seedDevnetData } from '../dev/devnet.js'
import { createIndexerTask, runIndexerOnce, runIndexerUntilCaughtUp } from './indexer.js'

const [FOY, FUSD, USDT] = DEVNET_TOKENS
const lower = (address: string) => address.toLowerCase()

// The indexer rewrites nothing on the chain, but these tests revert it (reorganisations): a devnet of
// this file's own, so no other test sees that.
let devnet: Devnet
let config: ServiceConfig
beforeAll(async () => {
  ;({ devnet, config } = await startPrivateDevnet())
})
afterAll(() => devnet?.stop())

describe.each(ENGINES)('indexer on %s', (engine) => {
  let database: OpenDatabase
  const deps = () => ({ database, config, clients: createChainClients(config.chains) })
  const l1 = () => config.chains[0] as ServiceConfig['chains'][number]
  const l2 = () => config.chains[1] as ServiceConfig['chains'][number]
  const rowsOf = (hash: Hash) =>
    database.db.select().from(transferRows).where(eq(transferRows.txHash, hash))
  const rpc = (method: string, params: unknown[] = []) =>
    walletOf(ALICE, l1()).client.request({ method, params } as never) as Promise<unknown>

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await seedDevnetData(database.db, config)
  })
  afterAll(() => database.close())

  test('indexes from genesis: the devnet’s seeding mints, every block recorded', async () => {
    const progress = await runIndexerUntilCaughtUp(deps())
    expect(progress.filter((chain) => chain.chainId === 31337)[0]?.from).toBe(0)
    for (const chain of config.chains) {
      const head = Number(await walletOf(ALICE, chain).client.getBlockNumber({ cacheTime: 0 }))
      const blocks = await database.db
        .select()
        .from(indexedBlocks)
        .where(eq(indexedBlocks.chainId, chain.id))
      expect(blocks.length).toBe(head + 1)
    }
    const mints = await database.db
      .select()
      .from(transferRows)
      .where(and(eq(transferRows.chainId, 31338), eq(transferRows.operationType, 'mint')))
    expect(mints.length).toBeGreaterThanOrEqual(DEVNET_TOKENS.length * 4)
  })

  test('native transfers, mints, transfers, approvals and failed calls, with status', async () => {
    const alice = walletOf(ALICE, l1())
    const native = await alice.send(BOB.address, parseEther('1'))
    const mint = await alice.write({
      address: FOY.address,
      abi: TOKEN_ABI,
      functionName: 'mint',
      args: [ALICE.address, parseEther('5')],
    })
    const transfer = await alice.write({
      address: FOY.address,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [BOB.address, parseEther('2')],
    })
    const approve = await alice.write({
      address: FUSD.address,
      abi: TOKEN_ABI,
      functionName: 'approve',
      args: [BOB.address, 7_000_000n],
    })
    // More USDT than Alice has: reverts; a fixed gas limit skips the estimate that would refuse it.
    const failed = await alice.write({
      address: USDT.address,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [DEAD_ADDRESS, 1n],
      gas: 100_000n,
    })
    const l2Native = await walletOf(ALICE, l2()).send(BOB.address, parseEther('0.25'))
    await runIndexerUntilCaughtUp(deps())

    const pick = async (hash: Hash) => {
      const rows = await rowsOf(hash)
      expect(rows).toHaveLength(1)
      const [row] = rows
      return {
        chainId: row?.chainId,
        op: row?.operationType,
        status: row?.status,
        from: row?.fromAddress,
        to: row?.toAddress,
        token: row?.tokenAddress,
        amount: row?.amount,
      }
    }
    expect(await pick(native)).toEqual({
      chainId: 31337,
      op: 'transfer',
      status: 'confirmed',
      from: lower(ALICE.address),
      to: lower(BOB.address),
      token: null,
      amount: String(parseEther('1')),
    })
    expect(await pick(mint)).toEqual({
      chainId: 31337,
      op: 'mint',
      status: 'confirmed',
      from: '0x0000000000000000000000000000000000000000',
      to: lower(ALICE.address),
      token: lower(FOY.address),
      amount: String(parseEther('5')),
    })
    expect(await pick(transfer)).toEqual({
      chainId: 31337,
      op: 'transfer',
      status: 'confirmed',
      from: lower(ALICE.address),
      to: lower(BOB.address),
      token: lower(FOY.address),
      amount: String(parseEther('2')),
    })
    expect(await pick(approve)).toEqual({
      chainId: 31337,
      op: 'approve',
      status: 'confirmed',
      from: lower(ALICE.address),
      to: lower(BOB.address),
      token: lower(FUSD.address),
      amount: '7000000',
    })
    expect(await pick(failed)).toEqual({
      chainId: 31337,
      op: 'transfer',
      status: 'failed',
      from: lower(ALICE.address),
      to: lower(DEAD_ADDRESS),
      token: lower(USDT.address),
      amount: '1',
    })
    expect(await pick(l2Native)).toMatchObject({
      chainId: 31338,
      op: 'transfer',
      status: 'confirmed',
      amount: String(parseEther('0.25')),
    })
    const [row] = await rowsOf(native)
    const receipt = await walletOf(ALICE, l1()).client.getTransactionReceipt({ hash: native })
    expect(row).toMatchObject({
      blockNumber: Number(receipt.blockNumber),
      blockHash: receipt.blockHash,
      txIndex: receipt.transactionIndex,
    })
  })

  test('resumes after a restart from the last indexed block, without duplicates', async () => {
    await runIndexerUntilCaughtUp(deps())
    const [tip] = await database.db
      .select()
      .from(indexedBlocks)
      .where(eq(indexedBlocks.chainId, 31337))
      .orderBy(indexedBlocks.number)
      .then((rows) => rows.slice(-1))
    const hash = await walletOf(ALICE, l1()).send(BOB.address, 1234n)
    // A new process: new clients, nothing in memory.
    const progress = await runIndexerOnce(deps())
    expect(progress.find((chain) => chain.chainId === 31337)).toMatchObject({
      from: (tip?.number ?? 0) + 1,
      caughtUp: true,
    })
    await runIndexerOnce(deps())
    expect(await rowsOf(hash)).toHaveLength(1)
  })

  test('a reorganisation to a longer chain drops orphaned rows and indexes the new blocks', async () => {
    await runIndexerUntilCaughtUp(deps())
    const alice = walletOf(ALICE, l1())
    const snapshot = await rpc('evm_snapshot')
    const ancestor = Number(await alice.client.getBlockNumber({ cacheTime: 0 }))
    const orphans = [
      await alice.send(BOB.address, 111n),
      await alice.write({
        address: FOY.address,
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [BOB.address, 222n],
      }),
    ]
    await runIndexerUntilCaughtUp(deps())
    for (const hash of orphans) expect(await rowsOf(hash)).toHaveLength(1)

    expect(await rpc('evm_revert', [snapshot])).toBe(true)
    const replacements = [
      await alice.send(BOB.address, 333n),
      await alice.send(BOB.address, 444n),
      await alice.send(BOB.address, 555n),
    ]
    const progress = await runIndexerUntilCaughtUp(deps())
    expect(progress.find((chain) => chain.chainId === 31337)?.reorgedTo).toBe(ancestor)
    for (const hash of orphans) expect(await rowsOf(hash)).toHaveLength(0)
    for (const hash of replacements) expect(await rowsOf(hash)).toHaveLength(1)
    await expectIndexMatchesChain()
  })

  test('a reorganisation at the same height is noticed too', async () => {
    await runIndexerUntilCaughtUp(deps())
    const alice = walletOf(ALICE, l1())
    const snapshot = await rpc('evm_snapshot')
    const orphan = await alice.send(BOB.address, 666n)
    await runIndexerUntilCaughtUp(deps())
    await rpc('evm_revert', [snapshot])
    const replacement = await alice.send(DEAD_ADDRESS, 777n)
    const progress = await runIndexerUntilCaughtUp(deps())
    expect(progress.some((chain) => chain.reorgedTo !== undefined)).toBe(true)
    expect(await rowsOf(orphan)).toHaveLength(0)
    expect(await rowsOf(replacement)).toHaveLength(1)
    await expectIndexMatchesChain()
  })

  test('tokens outside the registry get their metadata read once', async () => {
    // FPT is a devnet token; take it out of this database's registry to make it unknown.
    const fpt = DEVNET_TOKENS[3]
    await database.db.delete(tokens).where(eq(tokens.address, lower(fpt.address)))
    await walletOf(ALICE, l1()).write({
      address: fpt.address,
      abi: TOKEN_ABI,
      functionName: 'mint',
      args: [ALICE.address, 3n],
    })
    await runIndexerUntilCaughtUp(deps())
    const rows = await database.db
      .select()
      .from(tokenMetadata)
      .where(eq(tokenMetadata.address, lower(fpt.address)))
    expect(rows).toEqual([
      {
        chainId: 31337,
        address: lower(fpt.address),
        name: 'Foyer Points',
        symbol: 'FPT',
        decimals: 0,
      },
    ])
  })

  test('as a background task: follows new blocks until stopped', async () => {
    const stop = createIndexerTask({ intervalMs: 50 })(deps())
    try {
      const hash = await walletOf(ALICE, l2()).send(BOB.address, 888n)
      const deadline = Date.now() + 30_000 // a hang guard: the row arrives within a few blocks
      while ((await rowsOf(hash)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await rowsOf(hash)).toHaveLength(1)
    } finally {
      await stop()
    }
  })

  /** Every kept block is the chain's, and no transfer sits in a block that is not. */
  async function expectIndexMatchesChain() {
    const client = walletOf(ALICE, l1()).client
    const blocks = await database.db
      .select()
      .from(indexedBlocks)
      .where(eq(indexedBlocks.chainId, 31337))
    const hashes = new Set(blocks.map((block) => block.hash))
    for (const block of blocks.slice(-10))
      expect((await client.getBlock({ blockNumber: BigInt(block.number) })).hash).toBe(block.hash)
    const rows = await database.db
      .select()
      .from(transferRows)
      .where(eq(transferRows.chainId, 31337))
    expect(rows.filter((row) => !hashes.has(row.blockHash))).toEqual([])
    const onChain = new Set(
      await Promise.all(
        [...new Set(rows.map((row) => row.blockNumber))].map(
          async (number) => (await client.getBlock({ blockNumber: BigInt(number) })).hash as string,
        ),
      ),
    )
    expect(rows.filter((row) => !onChain.has(row.blockHash))).toEqual([])
  }
})
