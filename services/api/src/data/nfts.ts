import type { Nft, NftsResponse } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import type { ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'

/** NFTs per page unless `limit` asks otherwise, and the most `limit` may ask. */
export const NFTS_PAGE_SIZE = 24
export const NFTS_MAX_PAGE_SIZE = 100

/**
 * Where a page starts: just after the holding acquired by this transfer (newest first); `batchIndex` tells
 * apart the ids of one ERC-1155 TransferBatch.
 */
export type NftCursor = {
  minedAt: number
  chainId: number
  blockNumber: number
  logIndex: number
  batchIndex: number
}

/** The opaque `next` cursor: base64url of `minedAt:chainId:blockNumber:logIndex:batchIndex`. */
export const encodeNftCursor = (cursor: NftCursor) =>
  Buffer.from(
    `${cursor.minedAt}:${cursor.chainId}:${cursor.blockNumber}:${cursor.logIndex}:${cursor.batchIndex}`,
  ).toString('base64url')

/** The largest value of a PostgreSQL `integer` (chain_id, log_index and batch_index are). */
const INT32_MAX = 2 ** 31 - 1

/** Reads a cursor made by encodeNftCursor, or answers 400 (a forged one too: never a database error). */
export function decodeNftCursor(value: string): NftCursor {
  const invalid = () => new ApiError(400, 'INVALID_CURSOR', 'Invalid cursor')
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) throw invalid()
  const match = /^(\d{1,15}):(\d{1,10}):(\d{1,15}):(\d{1,10}):(\d{1,10})$/.exec(
    Buffer.from(value, 'base64url').toString('utf8'),
  )
  if (!match) throw invalid()
  const [minedAt, chainId, blockNumber, logIndex, batchIndex] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (chainId > INT32_MAX || logIndex > INT32_MAX || batchIndex > INT32_MAX) throw invalid()
  return { minedAt, chainId, blockNumber, logIndex, batchIndex }
}

/** The data service's address of a token's image (GET /v1/nft/{chainId}/{contract}/{tokenId}/image). */
export function nftImageUrl(
  config: Pick<ServiceConfig, 'publicUrl'>,
  chainId: number,
  contract: string,
  tokenId: string,
) {
  return `${config.publicUrl.replace(/\/+$/, '')}/v1/nft/eip155:${chainId}/${contract}/${tokenId}/image`
}

type HoldingRow = {
  chain_id: number
  contract: string
  token_id: string
  mined_at: string
  block_number: string
  log_index: number
  batch_index: number
  amount: string
  token_name: string | null
  has_image: boolean
  collection_name: string | null
  collection_symbol: string | null
}

/**
 * One page of the NFTs `account` holds now, newest acquisition first, spam-flagged collections left out:
 * the ERC-721 tokens it was the `to` of the latest transfer of, and the ERC-1155 ids of which it received
 * more than it sent (with that balance).
 */
export async function readNfts(
  database: OpenDatabase,
  config: ServiceConfig,
  {
    account,
    chainIds,
    cursor,
    limit = NFTS_PAGE_SIZE,
  }: { account: string; chainIds: number[]; cursor?: NftCursor | undefined; limit?: number },
): Promise<NftsResponse> {
  const params: unknown[] = [account, chainIds, limit + 1]
  const after = cursor
    ? `AND (h.mined_at, h.chain_id, h.block_number, h.log_index, h.batch_index) < ($4, $5, $6, $7, $8)`
    : ''
  if (cursor)
    params.push(
      cursor.minedAt,
      cursor.chainId,
      cursor.blockNumber,
      cursor.logIndex,
      cursor.batchIndex,
    )
  const rows = await database.query<HoldingRow>(
    `WITH latest_721 AS (
       SELECT DISTINCT ON (t.chain_id, t.contract, t.token_id)
              t.chain_id, t.contract, t.token_id, t.to_address, t.mined_at, t.block_number, t.log_index,
              t.batch_index
         FROM nft_transfers t
        WHERE t.chain_id = ANY($2::int[]) AND t.standard = 'erc721'
          AND (t.chain_id, t.contract, t.token_id) IN (
                SELECT chain_id, contract, token_id FROM nft_transfers
                 WHERE to_address = $1 AND chain_id = ANY($2::int[]) AND standard = 'erc721')
        ORDER BY t.chain_id, t.contract, t.token_id, t.block_number DESC, t.log_index DESC
     ),
     received_1155 AS (
       SELECT DISTINCT ON (chain_id, contract, token_id)
              chain_id, contract, token_id, mined_at, block_number, log_index, batch_index
         FROM nft_transfers
        WHERE to_address = $1 AND chain_id = ANY($2::int[]) AND standard = 'erc1155'
        ORDER BY chain_id, contract, token_id, block_number DESC, log_index DESC, batch_index DESC
     ),
     balance_1155 AS (
       SELECT chain_id, contract, token_id,
              SUM(CASE WHEN to_address = $1 THEN amount ELSE 0 END)
                - SUM(CASE WHEN from_address = $1 THEN amount ELSE 0 END) AS amount
         FROM nft_transfers
        WHERE (to_address = $1 OR from_address = $1) AND chain_id = ANY($2::int[]) AND standard = 'erc1155'
        GROUP BY chain_id, contract, token_id
     ),
     held AS (
       SELECT chain_id, contract, token_id, mined_at, block_number, log_index, batch_index,
              1::numeric AS amount
         FROM latest_721 WHERE to_address = $1
       UNION ALL
       SELECT r.chain_id, r.contract, r.token_id, r.mined_at, r.block_number, r.log_index, r.batch_index,
              b.amount
         FROM received_1155 r
         JOIN balance_1155 b ON b.chain_id = r.chain_id AND b.contract = r.contract AND b.token_id = r.token_id
        WHERE b.amount > 0
     )
     SELECT h.chain_id, h.contract, h.token_id::text AS token_id, h.mined_at::text AS mined_at,
            h.block_number::text AS block_number, h.log_index, h.batch_index, h.amount::text AS amount,
            n.name AS token_name, (n.image IS NOT NULL) AS has_image,
            c.name AS collection_name, c.symbol AS collection_symbol
       FROM held h
       LEFT JOIN nft_collections c ON c.chain_id = h.chain_id AND c.contract = h.contract
       LEFT JOIN nft_tokens n ON n.chain_id = h.chain_id AND n.contract = h.contract AND n.token_id = h.token_id
      WHERE COALESCE(c.spam, false) = false ${after}
      ORDER BY h.mined_at DESC, h.chain_id DESC, h.block_number DESC, h.log_index DESC, h.batch_index DESC
      LIMIT $3`,
    params,
  )
  const page = rows.slice(0, limit)
  const data = page.map((row): Nft => {
    const collectionName =
      row.collection_name ||
      row.collection_symbol ||
      `${row.contract.slice(0, 6)}…${row.contract.slice(-4)}`
    return {
      chain: `eip155:${row.chain_id}`,
      contract: row.contract,
      tokenId: row.token_id,
      amount: row.amount,
      name: row.token_name ?? `${collectionName} #${row.token_id}`,
      collection: { name: collectionName, symbol: row.collection_symbol ?? '' },
      imageUrl: row.has_image
        ? nftImageUrl(config, row.chain_id, row.contract, row.token_id)
        : null,
    }
  })
  const last = page[page.length - 1]
  return {
    data,
    next:
      rows.length > limit && last
        ? encodeNftCursor({
            minedAt: Number(last.mined_at),
            chainId: last.chain_id,
            blockNumber: Number(last.block_number),
            logIndex: last.log_index,
            batchIndex: last.batch_index,
          })
        : null,
  }
}

/** A token's kept image (bytes and checked type), or undefined. */
export async function readNftImage(
  database: OpenDatabase,
  chainId: number,
  contract: string,
  tokenId: string,
): Promise<{ contentType: string; body: Uint8Array } | undefined> {
  const [row] = await database.query<{ image_type: string | null; image: Uint8Array | null }>(
    `SELECT image_type, image FROM nft_tokens WHERE chain_id = $1 AND contract = $2 AND token_id = $3`,
    [chainId, contract, tokenId],
  )
  return row?.image && row.image_type ? { contentType: row.image_type, body: row.image } : undefined
}
