import type { Nft, NftsResponse } from '@foyer/core/api'
import type { ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { decodeCursor, encodeCursor } from './history.js'

/** NFTs per page unless `limit` asks otherwise, and the most `limit` may ask. */
export const NFTS_PAGE_SIZE = 24
export const NFTS_MAX_PAGE_SIZE = 100

/**
 * Where a page starts: just after the holding acquired by this transfer (newest first). The same form as
 * history's cursor (history.ts encodes and checks it), its last number the transfer's log index.
 */
export type NftCursor = { minedAt: number; chainId: number; blockNumber: number; logIndex: number }

export const encodeNftCursor = ({ logIndex, ...rest }: NftCursor) =>
  encodeCursor({ ...rest, txIndex: logIndex })

/** Reads a cursor made by encodeNftCursor, or answers 400. */
export function decodeNftCursor(value: string): NftCursor {
  const { txIndex, ...rest } = decodeCursor(value)
  return { ...rest, logIndex: txIndex }
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
  token_name: string | null
  has_image: boolean
  collection_name: string | null
  collection_symbol: string | null
}

/**
 * One page of the ERC-721 tokens `account` holds now (the `to` of each token's latest transfer), newest
 * acquisition first, spam-flagged collections left out.
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
    ? `AND (h.mined_at, h.chain_id, h.block_number, h.log_index) < ($4, $5, $6, $7)`
    : ''
  if (cursor) params.push(cursor.minedAt, cursor.chainId, cursor.blockNumber, cursor.logIndex)
  const rows = await database.query<HoldingRow>(
    `WITH held AS (
       SELECT DISTINCT ON (t.chain_id, t.contract, t.token_id)
              t.chain_id, t.contract, t.token_id, t.to_address, t.mined_at, t.block_number, t.log_index
         FROM nft_transfers t
        WHERE t.chain_id = ANY($2::int[])
          AND (t.chain_id, t.contract, t.token_id) IN (
                SELECT chain_id, contract, token_id FROM nft_transfers
                 WHERE to_address = $1 AND chain_id = ANY($2::int[]))
        ORDER BY t.chain_id, t.contract, t.token_id, t.block_number DESC, t.log_index DESC
     )
     SELECT h.chain_id, h.contract, h.token_id::text AS token_id, h.mined_at::text AS mined_at,
            h.block_number::text AS block_number, h.log_index,
            n.name AS token_name, (n.image IS NOT NULL) AS has_image,
            c.name AS collection_name, c.symbol AS collection_symbol
       FROM held h
       LEFT JOIN nft_collections c ON c.chain_id = h.chain_id AND c.contract = h.contract
       LEFT JOIN nft_tokens n ON n.chain_id = h.chain_id AND n.contract = h.contract AND n.token_id = h.token_id
      WHERE h.to_address = $1 AND COALESCE(c.spam, false) = false ${after}
      ORDER BY h.mined_at DESC, h.chain_id DESC, h.block_number DESC, h.log_index DESC
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
