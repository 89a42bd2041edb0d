// The NFT side of history items (SPEC §3: a transfer carries nft_info): names, images and spam flags of the
// NFTs a page of history moved, from what the indexer read of them.
import { and, inArray } from 'drizzle-orm'
import type { ServiceConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { nftCollections, nftTokens } from '../db/nftSchema.js'
import type { transfers } from '../db/schema.js'
import { nftImageUrl } from './nfts.js'

type Row = typeof transfers.$inferSelect

/** A history transfer's `nft_info`. */
export type NftInfo = {
  name: string
  content?: { preview: { url: string } }
  flags: { is_spam: boolean }
}

/** `nft_info` for every NFT row of `rows`, by row id (rows without `nftTokenId` are not NFTs). */
export async function readNftInfos(
  db: Database,
  config: Pick<ServiceConfig, 'publicUrl'>,
  rows: readonly Row[],
): Promise<Map<string, NftInfo>> {
  const nftRows = rows.filter((row) => row.nftTokenId !== null && row.tokenAddress !== null)
  if (nftRows.length === 0) return new Map()
  const contracts = [...new Set(nftRows.map((row) => row.tokenAddress as string))]
  const chainIds = [...new Set(nftRows.map((row) => row.chainId))]
  const [collections, tokens] = await Promise.all([
    db
      .select()
      .from(nftCollections)
      .where(
        and(inArray(nftCollections.contract, contracts), inArray(nftCollections.chainId, chainIds)),
      ),
    db
      .select({
        chainId: nftTokens.chainId,
        contract: nftTokens.contract,
        tokenId: nftTokens.tokenId,
        name: nftTokens.name,
        imageType: nftTokens.imageType,
      })
      .from(nftTokens)
      .where(and(inArray(nftTokens.contract, contracts), inArray(nftTokens.chainId, chainIds))),
  ])
  const collectionOf = new Map(collections.map((row) => [`${row.chainId}:${row.contract}`, row]))
  const tokenOf = new Map(
    tokens.map((row) => [`${row.chainId}:${row.contract}:${row.tokenId}`, row] as const),
  )
  const infos = new Map<string, NftInfo>()
  for (const row of nftRows) {
    const contract = row.tokenAddress as string
    const tokenId = row.nftTokenId as string
    const collection = collectionOf.get(`${row.chainId}:${contract}`)
    const token = tokenOf.get(`${row.chainId}:${contract}:${tokenId}`)
    // The same fallbacks as the NFTs tab: the collection's name or symbol, else the short address.
    const collectionName =
      collection?.name || collection?.symbol || `${contract.slice(0, 6)}…${contract.slice(-4)}`
    infos.set(row.id, {
      name: token?.name || `${collectionName} #${tokenId}`,
      ...(token?.imageType
        ? { content: { preview: { url: nftImageUrl(config, row.chainId, contract, tokenId) } } }
        : {}),
      flags: { is_spam: collection?.spam ?? false },
    })
  }
  return infos
}
