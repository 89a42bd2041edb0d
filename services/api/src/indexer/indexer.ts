import { scrubText } from '@foyer/server'
import type { Address, PublicClient } from 'viem'
import type { ChainClients, ServiceChain, ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import type { BackgroundTask } from '../server.js'
import { readBlockRange } from './blockRange.js'
import { recordTokenMetadata } from './chainReads.js'
import { nftTransferRows, tokenTransferRows } from './logRows.js'
import { recordNftMetadata } from './nftReads.js'
import { followTip, LOCK_KEY, storedTip, TipMoved } from './tip.js'
import { coinAndFailedRows, userOperationRows } from './transactionRows.js'
import { writeRound } from './writeRound.js'

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

const DEFAULT_START = (_chainId: number, head: number) => (head <= 10_000 ? 0 : head - 1_000)

/**
 * One round on one chain, in named steps: follow the tip (rewinding after a reorganisation), read the
 * next blocks that chain onto it, turn their logs and transactions into rows, record the metadata of
 * what moved, and write it all at once.
 */
async function indexChain(
  database: OpenDatabase,
  client: PublicClient,
  chain: ServiceChain,
  options: IndexerOptions,
): Promise<ChainProgress> {
  const db = database.db
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  const { tip, reorgedTo } = await followTip(
    db,
    client,
    chain.id,
    head,
    await storedTip(db, chain.id),
  )
  const progress: ChainProgress = {
    chainId: chain.id,
    from: null,
    to: null,
    ...(reorgedTo !== undefined ? { reorgedTo } : {}),
    caughtUp: true,
    transfers: 0,
  }

  const from = tip
    ? tip.number + 1
    : Math.max(0, (options.startBlock ?? DEFAULT_START)(chain.id, head))
  if (from > head) return progress
  const last = Math.min(head, from + (options.maxBlocks ?? 100) - 1)
  const range = await readBlockRange(client, from, last, tip?.hash)
  if (!range) return { ...progress, caughtUp: false }

  const nfts = nftTransferRows(chain.id, range)
  const rows = [
    ...tokenTransferRows(chain.id, range),
    ...userOperationRows(chain.id, range),
    ...(await coinAndFailedRows(client, chain.id, range.blocks)),
  ]
  await recordTokenMetadata(db, client, chain, [
    // ERC-20 metadata only: an NFT row's token is its collection, read by recordNftMetadata.
    ...new Set(
      rows.flatMap((row) =>
        row.tokenAddress && !row.nftTokenId ? [row.tokenAddress as Address] : [],
      ),
    ),
  ])
  await recordNftMetadata(db, client, chain.id, nfts.moved)

  try {
    await writeRound(db, chain.id, tip?.hash, {
      range,
      rows,
      nftRows: nfts.rows,
      keepBlocks: options.keepBlocks ?? 1_000,
    })
  } catch (error) {
    // Another indexer (another instance of the service) wrote this chain meanwhile: next round.
    if (error instanceof TipMoved) return { ...progress, caughtUp: false }
    throw error
  }
  return { ...progress, from, to: range.end, caughtUp: range.end >= head, transfers: rows.length }
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
