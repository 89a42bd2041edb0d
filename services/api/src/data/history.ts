import type { HistoryItem, HistoryResponse } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { formatUnits, getAddress } from 'viem'
import type { ServiceConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { tokenMetadata } from '../db/dataSchema.js'
import { transfers as transferRows } from '../db/schema.js'
import { type NftInfo, readNftInfos } from './historyNfts.js'
import { NATIVE, type RegistrySnapshot, tokenIconUrl } from './registry.js'

/** Items per page unless `limit` asks otherwise, and the most `limit` may ask. */
export const HISTORY_PAGE_SIZE = 20
export const HISTORY_MAX_PAGE_SIZE = 50

/** Where a page starts: just after the transaction at this position (newest first). */
export type HistoryCursor = {
  minedAt: number
  chainId: number
  blockNumber: number
  txIndex: number
}

/** The opaque `next` cursor: base64url of `minedAt:chainId:blockNumber:txIndex`. */
export function encodeCursor(cursor: HistoryCursor): string {
  const text = `${cursor.minedAt}:${cursor.chainId}:${cursor.blockNumber}:${cursor.txIndex}`
  return Buffer.from(text).toString('base64url')
}

/** Reads a cursor made by encodeCursor, or answers 400. */
/** The largest value of a PostgreSQL `integer`. */
const INT32_MAX = 2 ** 31 - 1

export function decodeCursor(value: string): HistoryCursor {
  const invalid = () => new ApiError(400, 'INVALID_CURSOR', 'Invalid cursor')
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) throw invalid()
  const text = Buffer.from(value, 'base64url').toString('utf8')
  const match = /^(\d{1,15}):(\d{1,10}):(\d{1,15}):(\d{1,10})$/.exec(text)
  if (!match) throw invalid()
  const [minedAt, chainId, blockNumber, txIndex] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  // chain_id and tx_index are 32-bit columns: a forged cursor past them is the client's mistake, not a 500.
  if (chainId > INT32_MAX || txIndex > INT32_MAX) throw invalid()
  return { minedAt, chainId, blockNumber, txIndex }
}

type Row = typeof transferRows.$inferSelect

/**
 * One page of an account's history (SPEC §3 'Transaction history item'): one item per transaction,
 * newest first, with the account's transfers in it. Send/receive and in/out are relative to `account`.
 */
export async function readHistory(
  db: Database,
  config: ServiceConfig,
  registry: RegistrySnapshot,
  {
    account,
    chainId,
    cursor,
    limit = HISTORY_PAGE_SIZE,
    txHashes,
  }: {
    account: string
    chainId?: number | undefined
    cursor?: HistoryCursor | undefined
    limit?: number
    /** Only these transactions (lower-case hashes), when given. */
    txHashes?: readonly string[] | undefined
  },
): Promise<HistoryResponse> {
  if (txHashes?.length === 0) return { data: [], next: null }
  const t = transferRows
  const involves = or(eq(t.fromAddress, account), eq(t.toAddress, account)) as SQL
  const conditions: SQL[] = [involves]
  if (txHashes) conditions.push(inArray(t.txHash, [...txHashes]))
  if (chainId !== undefined) conditions.push(eq(t.chainId, chainId))
  else
    conditions.push(
      inArray(
        t.chainId,
        config.chains.map((chain) => chain.id),
      ),
    )
  if (cursor)
    conditions.push(
      sql`(${t.minedAt}, ${t.chainId}, ${t.blockNumber}, ${t.txIndex}) < (${cursor.minedAt}, ${cursor.chainId}, ${cursor.blockNumber}, ${cursor.txIndex})`,
    )
  const page = await db
    .selectDistinct({
      chainId: t.chainId,
      txHash: t.txHash,
      minedAt: t.minedAt,
      blockNumber: t.blockNumber,
      txIndex: t.txIndex,
    })
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.minedAt), desc(t.chainId), desc(t.blockNumber), desc(t.txIndex))
    .limit(limit + 1)
  const more = page.length > limit
  const txs = page.slice(0, limit)
  if (txs.length === 0) return { data: [], next: null }

  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        involves,
        inArray(
          t.txHash,
          txs.map((tx) => tx.txHash),
        ),
      ),
    )
    .orderBy(asc(t.logIndex))
  const byTx = new Map<string, Row[]>()
  for (const row of rows) {
    const key = `${row.chainId}:${row.txHash}`
    byTx.set(key, [...(byTx.get(key) ?? []), row])
  }

  // Tokens outside the registry: what the indexer read from their contracts.
  const unknown = [
    ...new Set(
      rows.flatMap((row) =>
        row.tokenAddress &&
        row.nftTokenId === null &&
        !registry.token(`eip155:${row.chainId}`, row.tokenAddress)
          ? [row.tokenAddress]
          : [],
      ),
    ),
  ]
  // The tokens' and the NFTs' metadata are independent reads: side by side.
  const [tokenRows, nfts] = await Promise.all([
    unknown.length
      ? db.select().from(tokenMetadata).where(inArray(tokenMetadata.address, unknown))
      : [],
    readNftInfos(db, config, rows),
  ])
  const metadata = new Map(tokenRows.map((row) => [`${row.chainId}:${row.address}`, row]))
  const data = txs.map((tx) =>
    toItem(config, registry, metadata, nfts, account, byTx.get(`${tx.chainId}:${tx.txHash}`) ?? []),
  )
  const last = txs[txs.length - 1] as (typeof txs)[number]
  return { data, next: more ? encodeCursor(last) : null }
}

function toItem(
  config: ServiceConfig,
  registry: RegistrySnapshot,
  metadata: Map<string, typeof tokenMetadata.$inferSelect>,
  nfts: Map<string, NftInfo>,
  account: string,
  rows: Row[],
): HistoryItem {
  const first = rows[0] as Row
  const caipChain = `eip155:${first.chainId}`
  const chain = config.chains.find((candidate) => candidate.id === first.chainId)
  const directionOf = (row: Row) =>
    row.fromAddress === account && row.toAddress === account
      ? ('self' as const)
      : row.fromAddress === account
        ? ('out' as const)
        : ('in' as const)

  const transfers = rows.map((row) => {
    const direction = directionOf(row)
    const nft = nfts.get(row.id)
    if (nft) return { direction, quantity: { numeric: row.amount }, nft_info: nft }
    if (!row.tokenAddress) {
      const currency = chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      return {
        direction,
        ...amounts(
          row.amount,
          currency.decimals,
          registry.price(`eip155:${row.chainId}`, NATIVE, 'usd'),
        ),
        fungible_info: {
          name: currency.name,
          symbol: currency.symbol,
          icon: { url: tokenIconUrl(config, currency.symbol) },
          is_spam: false,
        },
      }
    }
    const token = registry.token(`eip155:${row.chainId}`, row.tokenAddress)
    const known = token ?? metadata.get(`${row.chainId}:${row.tokenAddress}`)
    const symbol = known?.symbol ?? ''
    return {
      direction,
      ...amounts(
        row.amount,
        known?.decimals ?? 0,
        registry.price(`eip155:${row.chainId}`, row.tokenAddress, 'usd'),
      ),
      fungible_info: {
        name: known?.name || 'Unknown Token',
        symbol,
        address: `${caipChain}:${getAddress(row.tokenAddress)}`,
        ...(token?.iconUrl || symbol
          ? { icon: { url: token?.iconUrl ?? tokenIconUrl(config, symbol) } }
          : {}),
        is_spam: token?.spam ?? false,
      },
    }
  })

  const has = (predicate: (row: Row) => boolean) => rows.some(predicate)
  const directions = new Set(rows.map(directionOf))
  const operationType: HistoryItem['metadata']['operationType'] = has(
    (row) => row.operationType === 'approve',
  )
    ? 'approve'
    : has((row) => row.operationType === 'mint' && row.toAddress === account)
      ? 'mint'
      : has((row) => row.operationType === 'burn' && row.fromAddress === account)
        ? 'burn'
        : directions.has('out') && directions.has('in')
          ? 'trade'
          : directions.has('out') || directions.has('self')
            ? 'send'
            : 'receive'

  return {
    id: `${caipChain}:${first.txHash}`,
    metadata: {
      operationType,
      hash: first.txHash,
      minedAt: new Date(first.minedAt * 1000).toISOString(),
      sentFrom: getAddress(first.fromAddress),
      sentTo: getAddress(first.toAddress),
      status: rows.some((row) => row.status === 'failed') ? 'failed' : 'confirmed',
      nonce: first.txNonce,
      chain: caipChain,
    },
    transfers,
  }
}

/** A raw amount as history shows it: the exact quantity, the unit price and the value in USD. */
function amounts(raw: string, decimals: number, price: number) {
  const numeric = formatUnits(BigInt(raw), decimals)
  return { quantity: { numeric }, value: Number(numeric) * price, price }
}
