import { isEvmAddress, isSolanaAddress } from '@foyer/core'
import { ApiError } from '@foyer/server'
import type { Hono } from 'hono'
import type { ServiceChain, ServiceConfig, SolanaServiceCluster } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import type { GuardEnv } from '../deps.js'
import { IMAGE_HEADERS } from '../images/placeholder.js'
import { parseTokenUri } from '../indexer/nftMetadata.js'
import {
  decodeNftCursor,
  NFTS_MAX_PAGE_SIZE,
  NFTS_PAGE_SIZE,
  readNftImage,
  readNfts,
} from './nfts.js'
import { readSolanaNftMint, readSolanaNfts, SOLANA_NFT_TOKEN_ID } from './solanaNfts.js'

/**
 * The NFT endpoints (issue 40), on the data service's app behind its guard: the ERC-721 tokens an account
 * holds, and each token's image as the indexer kept it (checked bytes, served with a CSP that runs nothing),
 * so that the page never loads an address a token's contract chose. A Solana account's NFTs are read live
 * from its clusters (solanaNfts.ts), all in one page.
 */
export function addNftRoutes(
  app: Hono<GuardEnv>,
  {
    database,
    config,
    chainParam,
    clusterParam,
    evmAddress,
  }: {
    database: OpenDatabase
    config: ServiceConfig
    /** The data service's checks of a CAIP-2 chain id and of an EVM address (400 otherwise). */
    chainParam: (value: string) => ServiceChain
    evmAddress: (value: string | undefined, what: string) => string
    /** The check of a CAIP-2 Solana cluster id the service follows (400 otherwise). */
    clusterParam: (value: string) => SolanaServiceCluster
  },
) {
  app.get('/v1/account/:account/nfts', async (c) => {
    const raw = c.req.param('account')
    const chainId = c.req.query('chainId')
    const cursor = c.req.query('cursor')
    if (!isEvmAddress(raw) && isSolanaAddress(raw)) {
      const clusters = chainId ? [clusterParam(chainId)] : (config.solanaClusters ?? [])
      // Every NFT comes in the one page: no cursor was ever given out for it.
      if (cursor !== undefined) throw new ApiError(400, 'INVALID_CURSOR', 'Invalid cursor')
      const pages = await Promise.all(
        clusters.map((cluster) =>
          readSolanaNfts(cluster, config, raw).catch((error: unknown) => {
            // The cluster's failure, not the client's: said as such, never a bare 500.
            throw new ApiError(
              502,
              'CHAIN_UNAVAILABLE',
              `The Solana cluster ${cluster.name} did not answer: ${error instanceof Error ? error.message : String(error)}`,
            )
          }),
        ),
      )
      return c.json({ data: pages.flat(), next: null })
    }
    if (!isEvmAddress(raw))
      throw new ApiError(
        400,
        'INVALID_INPUT',
        'Invalid account: expected an EVM or a Solana address',
      )
    const account = evmAddress(raw, 'account')
    const chains = chainId ? [chainParam(chainId)] : config.chains
    const limitParam = c.req.query('limit')
    let limit = NFTS_PAGE_SIZE
    if (limitParam !== undefined) {
      limit = Number(limitParam)
      if (!/^\d{1,3}$/.test(limitParam) || limit < 1 || limit > NFTS_MAX_PAGE_SIZE)
        throw new ApiError(
          400,
          'INVALID_INPUT',
          `Invalid limit: expected 1 to ${NFTS_MAX_PAGE_SIZE}`,
        )
    }
    const body = await readNfts(database, config, {
      account,
      chainIds: chains.map((chain) => chain.id),
      cursor: cursor ? decodeNftCursor(cursor) : undefined,
      limit,
    })
    return c.json(body)
  })

  app.get('/v1/nft/:chainId/:contract/:tokenId/image', async (c) => {
    const chainId = c.req.param('chainId')
    const contract = c.req.param('contract')
    const tokenId = c.req.param('tokenId')
    const image = chainId.startsWith('solana:')
      ? await solanaImage(clusterParam(chainId), contract, tokenId)
      : await evmImage(chainParam(chainId), evmAddress(contract, 'contract'), tokenId)
    if (!image)
      throw new ApiError(
        404,
        'NFT_IMAGE_NOT_FOUND',
        'No image is kept for this token (none, or not a data: URI)',
      )
    return c.body(new Uint8Array(image.body).buffer as ArrayBuffer, 200, {
      ...IMAGE_HEADERS,
      'Content-Type': image.contentType,
    })
  })

  /** An EVM token's image as the indexer kept it. */
  const evmImage = async (chain: ServiceChain, contract: string, tokenId: string) => {
    // uint256: at most 78 decimal digits, no sign, no leading zeros.
    if (!/^(0|[1-9]\d{0,77})$/.test(tokenId) || BigInt(tokenId) >= 2n ** 256n)
      throw new ApiError(400, 'INVALID_INPUT', 'Invalid tokenId: expected a uint256 in decimal')
    return readNftImage(database, chain.id, contract, tokenId)
  }

  /** A Solana NFT's image, read live from its mint's metadata (a data: URI image only). */
  const solanaImage = async (cluster: SolanaServiceCluster, mint: string, tokenId: string) => {
    if (!isSolanaAddress(mint) || isEvmAddress(mint))
      throw new ApiError(400, 'INVALID_INPUT', 'Invalid contract: expected a Solana mint address')
    if (tokenId !== SOLANA_NFT_TOKEN_ID)
      throw new ApiError(400, 'INVALID_INPUT', 'Invalid tokenId: a Solana NFT’s is 0')
    const found = await readSolanaNftMint(cluster, mint)
    const image = found?.metadata ? parseTokenUri(found.metadata.uri).image : null
    return image ? { contentType: image.contentType, body: image.bytes } : undefined
  }
}
