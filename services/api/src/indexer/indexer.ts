import { scrubText } from '@foyer/server'
import { and, eq, lt, sql } from 'drizzle-orm'
import { type Address, type PublicClient, type RpcLog, type Transaction, toHex } from 'viem'
import type { ChainClients, ServiceChain, ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { nftTransfers } from '../db/nftSchema.js'
import { indexedBlocks, transfers as transferRows } from '../db/schema.js'
import type { BackgroundTask } from '../server.js'
import { type FullBlock, mapLimit, receiptStatuses, recordTokenMetadata } from './chainReads.js'
import {
  APPROVAL_TOPIC,
  type DecodedNftTransfer,
  decodeErc20Call,
  decodeErc20Log,
  decodeErc721Log,
  TRANSFER_TOPIC,
} from './decode.js'
import { recordNftMetadata } from './nftReads.js'
import { blockHeader, findCommonAncestor, LOCK_KEY, rewind, storedTip, TipMoved } from './tip.js'
import {
  decodeUserOperationValues,
  HANDLE_OPS_SELECTOR,
  USER_OPERATION_EVENT_TOPIC,
  userOperationOutcomes,
} from './userOperations.js'

/** What the indexer works with (the same as a BackgroundTask's). */
export type IndexerDeps = { database: OpenDatabase; config: ServiceConfig; clients: ChainClients }

export type IndexerOptions = {
  /** Most blocks one round indexes per chain (default 100). */
  maxBlocks?: number
  /**
   * Where to start on a chain nothing was indexed of yet. Default: genesis when the chain has at most
   * 10,000 blocks (devnets, test chains), else the last 1,000 blocks.
   */
  startBlock?: (chainId: number, head: number) => number
  /** Blocks kept in indexed_blocks behind the tip, to find common ancestors (default 1,000). */
  keepBlocks?: number
}

/** What one round did on one chain. */
export type ChainProgress = {
  chainId: number
  /** Blocks indexed this round (inclusive), or null when none. */
  from: number | null
  to: number | null
  /** Set when a reorganisation was found: the common ancestor's number (-1: nothing kept). */
  reorgedTo?: number
  /** True when the chain's head was reached. */
  caughtUp: boolean
  transfers: number
}

type TransferRow = typeof transferRows.$inferInsert
type NftTransferRow = typeof nftTransfers.$inferInsert

const DEFAULT_START = (_chainId: number, head: number) => (head <= 10_000 ? 0 : head - 1_000)

/** One round on one chain: check for a reorganisation, then index up to `maxBlocks` new blocks. */
async function indexChain(
  database: OpenDatabase,
  client: PublicClient,
  chain: ServiceChain,
  options: IndexerOptions,
): Promise<ChainProgress> {
  const db = database.db
  const maxBlocks = options.maxBlocks ?? 100
  const progress: ChainProgress = {
    chainId: chain.id,
    from: null,
    to: null,
    caughtUp: true,
    transfers: 0,
  }
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  let tip = await storedTip(db, chain.id)

  if (tip) {
    let reorganised: boolean
    if (head < tip.number) reorganised = true
    else if (head === tip.number)
      reorganised = (await blockHeader(client, tip.number))?.hash !== tip.hash
    else reorganised = (await blockHeader(client, tip.number + 1))?.parentHash !== tip.hash
    if (reorganised) {
      const ancestor = await findCommonAncestor(db, client, chain.id, Math.min(head, tip.number))
      await rewind(db, chain.id, ancestor?.number)
      progress.reorgedTo = ancestor?.number ?? -1
      tip = ancestor
    }
  }

  const from = tip
    ? tip.number + 1
    : Math.max(0, (options.startBlock ?? DEFAULT_START)(chain.id, head))
  if (from > head) return progress
  const last = Math.min(head, from + maxBlocks - 1)
  const numbers = Array.from({ length: last - from + 1 }, (_, index) => from + index)
  const fetched = await mapLimit(numbers, 4, (number) =>
    client.getBlock({ blockNumber: BigInt(number), includeTransactions: true }),
  )
  // Keep the blocks that chain onto the tip; a break means a reorganisation under way: next round.
  const blocks: FullBlock[] = []
  let parent = tip?.hash
  for (const block of fetched) {
    if (parent !== undefined && block.parentHash !== parent) break
    blocks.push(block)
    parent = block.hash as string
  }
  if (blocks.length === 0) return { ...progress, caughtUp: false }

  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [
      {
        fromBlock: toHex(from),
        toBlock: toHex(Number((blocks[blocks.length - 1] as FullBlock).number)),
        topics: [[TRANSFER_TOPIC, APPROVAL_TOPIC, USER_OPERATION_EVENT_TOPIC]],
      },
    ],
  })) as RpcLog[]
  // Logs from another version of a block (the chain moved meanwhile): index up to the block before.
  const byNumber = new Map(blocks.map((block) => [Number(block.number), block]))
  let end = Number((blocks[blocks.length - 1] as FullBlock).number)
  for (const log of logs) {
    const number = Number(log.blockNumber)
    if (byNumber.get(number)?.hash !== log.blockHash) end = Math.min(end, number - 1)
  }
  const kept = blocks.filter((block) => Number(block.number) <= end)
  if (kept.length === 0) return { ...progress, caughtUp: false }

  const rows: TransferRow[] = []
  const txByHash = new Map<string, { tx: Transaction; block: FullBlock }>()
  for (const block of kept)
    for (const tx of block.transactions) txByHash.set(tx.hash, { tx, block })

  // ERC-721 transfers (the same topic0, the token id as a fourth topic): what each account holds now.
  const nftRows: NftTransferRow[] = []
  const nftsMoved: DecodedNftTransfer[] = []
  for (const log of logs) {
    if (log.removed || Number(log.blockNumber) > end) continue
    const nft = decodeErc721Log(log)
    const block = byNumber.get(Number(log.blockNumber))
    if (!nft || !block) continue
    nftsMoved.push(nft)
    nftRows.push({
      id: `${chain.id}:${log.transactionHash}:${Number(log.logIndex)}`,
      chainId: chain.id,
      blockNumber: Number(block.number),
      logIndex: Number(log.logIndex),
      minedAt: Number(block.timestamp),
      contract: nft.contract,
      tokenId: nft.tokenId.toString(),
      fromAddress: nft.from,
      toAddress: nft.to,
    })
  }

  for (const log of logs) {
    if (log.removed || Number(log.blockNumber) > end) continue
    const decoded = decodeErc20Log(log)
    const found = txByHash.get(log.transactionHash as string)
    if (!decoded || !found) continue
    rows.push({
      id: `${chain.id}:${log.transactionHash}:${Number(log.logIndex)}`,
      chainId: chain.id,
      blockNumber: Number(found.block.number),
      blockHash: found.block.hash as string,
      logIndex: Number(log.logIndex),
      txHash: found.tx.hash,
      txIndex: Number(log.transactionIndex),
      txNonce: found.tx.nonce,
      minedAt: Number(found.block.timestamp),
      status: 'confirmed',
      operationType: decoded.operation,
      fromAddress: decoded.from,
      toAddress: decoded.to,
      tokenAddress: decoded.token,
      amount: decoded.amount.toString(),
    })
  }

  // Smart accounts' coin transfers inside ERC-4337 bundles (userOperations.ts).
  const outcomes = userOperationOutcomes(
    logs.filter((log) => !log.removed && Number(log.blockNumber) <= end),
  )
  for (const block of kept)
    for (const tx of block.transactions) {
      if (!tx.input.startsWith(HANDLE_OPS_SELECTOR)) continue
      for (const value of decodeUserOperationValues(tx, outcomes))
        rows.push({
          id: `${chain.id}:${tx.hash}:op:${value.index}`,
          chainId: chain.id,
          blockNumber: Number(block.number),
          blockHash: block.hash as string,
          logIndex: -2 - value.index,
          txHash: tx.hash,
          txIndex: tx.transactionIndex ?? 0,
          txNonce: tx.nonce,
          minedAt: Number(block.timestamp),
          status: 'confirmed',
          operationType: 'transfer',
          fromAddress: value.sender,
          toAddress: value.to,
          tokenAddress: null,
          amount: value.amount.toString(),
        })
    }

  // Native value transfers, and what failed transactions meant to move (they leave no logs).
  await mapLimit(kept, 4, async (block) => {
    const candidates = block.transactions.filter(
      (tx) => tx.value > 0n || decodeErc20Call(tx) !== undefined,
    )
    if (candidates.length === 0) return
    const statuses = await receiptStatuses(
      client,
      block,
      candidates.map((tx) => tx.hash),
    )
    for (const tx of candidates) {
      const status = statuses.get(tx.hash)
      if (!status) continue
      const base = {
        chainId: chain.id,
        blockNumber: Number(block.number),
        blockHash: block.hash as string,
        logIndex: -1,
        txHash: tx.hash,
        txIndex: tx.transactionIndex ?? 0,
        txNonce: tx.nonce,
        minedAt: Number(block.timestamp),
        status: status.ok ? 'confirmed' : 'failed',
      }
      const call = status.ok ? undefined : decodeErc20Call(tx)
      if (call) {
        rows.push({
          ...base,
          id: `${chain.id}:${tx.hash}:call`,
          operationType: call.operation,
          fromAddress: call.from,
          toAddress: call.to,
          tokenAddress: call.token,
          amount: call.amount.toString(),
        })
      } else if (tx.value > 0n) {
        const to = tx.to ?? status.contractAddress
        if (!to) continue
        rows.push({
          ...base,
          id: `${chain.id}:${tx.hash}:native`,
          operationType: 'transfer',
          fromAddress: tx.from.toLowerCase(),
          toAddress: to.toLowerCase(),
          tokenAddress: null,
          amount: tx.value.toString(),
        })
      }
    }
  })

  await recordTokenMetadata(db, client, chain, [
    ...new Set(rows.flatMap((row) => (row.tokenAddress ? [row.tokenAddress as Address] : []))),
  ])
  await recordNftMetadata(db, client, chain.id, nftsMoved)

  const keepBlocks = options.keepBlocks ?? 1_000
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY}, ${chain.id})`)
      if ((await storedTip(tx, chain.id))?.hash !== tip?.hash) throw new TipMoved()
      for (let index = 0; index < rows.length; index += 1_000)
        await tx
          .insert(transferRows)
          .values(rows.slice(index, index + 1_000))
          .onConflictDoNothing()
      for (let index = 0; index < nftRows.length; index += 1_000)
        await tx
          .insert(nftTransfers)
          .values(nftRows.slice(index, index + 1_000))
          .onConflictDoNothing()
      await tx.insert(indexedBlocks).values(
        kept.map((block) => ({
          chainId: chain.id,
          number: Number(block.number),
          hash: block.hash as string,
          parentHash: block.parentHash,
          timestamp: Number(block.timestamp),
        })),
      )
      await tx
        .delete(indexedBlocks)
        .where(and(eq(indexedBlocks.chainId, chain.id), lt(indexedBlocks.number, end - keepBlocks)))
    })
  } catch (error) {
    // Another indexer (another instance of the service) wrote this chain meanwhile: next round.
    if (error instanceof TipMoved) return { ...progress, caughtUp: false }
    throw error
  }
  return {
    chainId: chain.id,
    from,
    to: end,
    caughtUp: end >= head,
    transfers: rows.length,
    ...(progress.reorgedTo !== undefined ? { reorgedTo: progress.reorgedTo } : {}),
  }
}

/**
 * One indexing round on every configured chain (in parallel): detects reorganisations, then indexes up to
 * `maxBlocks` new blocks per chain. Resumes from what the database holds, so it is safe to call from
 * a fresh process. Throws the first chain's error after every chain had its round.
 */
export async function runIndexerOnce(
  { database, config, clients }: IndexerDeps,
  options: IndexerOptions = {},
): Promise<ChainProgress[]> {
  const results = await Promise.allSettled(
    config.chains.map(async (chain) => {
      const client = clients.get(chain.id)
      if (!client) throw new Error(`no client for chain ${chain.id}`)
      return indexChain(database, client, chain, options)
    }),
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return results.map((result) => (result as PromiseFulfilledResult<ChainProgress>).value)
}

/** Runs until caught up, then returns (tests, one-off catch-up). */
export async function runIndexerUntilCaughtUp(
  deps: IndexerDeps,
  options: IndexerOptions = {},
): Promise<ChainProgress[]> {
  const all: ChainProgress[] = []
  for (let round = 0; round < 10_000; round++) {
    const progress = await runIndexerOnce(deps, options)
    all.push(...progress)
    if (progress.every((chain) => chain.caughtUp)) return all
  }
  throw new Error('indexer did not catch up')
}

/** The indexer as a background task: a round every `intervalMs` (1 s), at once while behind. */
export function createIndexerTask(
  options: IndexerOptions & { intervalMs?: number; log?: (message: string) => void } = {},
): BackgroundTask {
  const intervalMs = options.intervalMs ?? 1_000
  const log = options.log ?? ((message: string) => console.error(message))
  return (deps) => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let lastError = ''
    // Several processes may serve one PostgreSQL: one of them indexes at a time, the one holding the
    // indexer's lock; the others try again each interval and take over within it when that one dies.
    let release: (() => Promise<void>) | undefined
    const round = async () => {
      let behind = false
      try {
        if (!release) {
          release = await deps.database.tryHoldLock(INDEXER_LOCK)
          if (release) log('[foyer-api] indexer: this process indexes (it holds the indexer lock)')
        }
        if (!release) throw new NotLeading()
        const progress = await runIndexerOnce(deps, options)
        behind = progress.some((chain) => !chain.caughtUp)
        lastError = ''
      } catch (error) {
        if (error instanceof NotLeading) return schedule(false)
        const message = error instanceof Error ? error.message : String(error)
        // Logged once per distinct error, not once per second.
        if (message !== lastError)
          log(`[foyer-api] indexer: ${scrubText(message.split('\n')[0] ?? '')}`)
        lastError = message
      }
      schedule(behind)
    }
    const schedule = (behind: boolean) => {
      if (!stopped)
        timer = setTimeout(
          () => {
            running = round()
          },
          behind ? 0 : intervalMs,
        )
    }
    let running = round()
    return async () => {
      stopped = true
      clearTimeout(timer)
      await running
      await release?.()
    }
  }
}

/** The indexer's lock: the advisory lock key with 0, which no chain id takes. */
const INDEXER_LOCK = [LOCK_KEY, 0] as const

/** This process does not hold the indexer's lock: another one indexes. */
class NotLeading extends Error {}

/** The indexer with its defaults, for `startService(…, { tasks: [indexerTask] })`. */
export const indexerTask: BackgroundTask = createIndexerTask()
