import { ApiError } from '@foyer/server'
import type { Hono } from 'hono'
import type { ServiceChain, ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import type { GuardEnv } from '../deps.js'
import { IMAGE_HEADERS } from '../images/placeholder.js'
import {
  decodeNftCursor,
  NFTS_MAX_PAGE_SIZE,
  NFTS_PAGE_SIZE,
  readNftImage,
  readNfts,
} from './nfts.js'

/**
 * The NFT endpoints (issue 40), on the data service's app behind its guard: the ERC-721 tokens an account
 * holds, and each token's image as the indexer kept it (checked bytes, served with a CSP that runs nothing),
 * so that the page never loads an address a token's contract chose.
 */
export function addNftRoutes(
  app: Hono<GuardEnv>,
  {
    database,
    config,
    chainParam,
    evmAddress,
  }: {
    database: OpenDatabase
    config: ServiceConfig
    /** The data service's checks of a CAIP-2 chain id and of an EVM address (400 otherwise). */
    chainParam: (value: string) => ServiceChain
    evmAddress: (value: string | undefined, what: string) => string
  },
) {
  app.get('/v1/account/:account/nfts', async (c) => {
    const account = evmAddress(c.req.param('account'), 'account')
    const chainId = c.req.query('chainId')
    const chains = chainId ? [chainParam(chainId)] : config.chains
    const cursor = c.req.query('cursor')
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
    const chain = chainParam(c.req.param('chainId'))
    const contract = evmAddress(c.req.param('contract'), 'contract')
    const tokenId = c.req.param('tokenId')
    // uint256: at most 78 decimal digits, no sign, no leading zeros.
    if (!/^(0|[1-9]\d{0,77})$/.test(tokenId) || BigInt(tokenId) >= 2n ** 256n)
      throw new ApiError(400, 'INVALID_INPUT', 'Invalid tokenId: expected a uint256 in decimal')
    const image = await readNftImage(database, chain.id, contract, tokenId)
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
}
