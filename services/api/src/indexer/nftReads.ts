import { and, eq, inArray } from 'drizzle-orm'
import { type Address, erc721Abi, type PublicClient } from 'viem'
import type { Database } from '../db/database.js'
import { nftCollections, nftTokens } from '../db/nftSchema.js'
import { mapLimit } from './chainReads.js'
import type { DecodedNftTransfer } from './decode.js'
import { MAX_TOKEN_URI_LENGTH, parseTokenUri } from './nftMetadata.js'

/**
 * Reads, once each, the name and symbol of ERC-721 collections and the metadata (tokenURI) of tokens the
 * indexer has not met yet. A read that fails leaves empty values: the index never stops on a contract.
 */
export async function recordNftMetadata(
  db: Database,
  client: PublicClient,
  chainId: number,
  moved: DecodedNftTransfer[],
) {
  if (moved.length === 0) return
  const contracts = [...new Set(moved.map((transfer) => transfer.contract))]
  const knownCollections = new Set(
    (
      await db
        .select({ contract: nftCollections.contract })
        .from(nftCollections)
        .where(
          and(eq(nftCollections.chainId, chainId), inArray(nftCollections.contract, contracts)),
        )
    ).map((row) => row.contract),
  )
  const read = (address: Address, functionName: 'name' | 'symbol') =>
    client.readContract({ address, abi: erc721Abi, functionName }).catch(() => undefined)
  const collections = await mapLimit(
    contracts.filter((contract) => !knownCollections.has(contract)),
    4,
    async (contract) => {
      const [name, symbol] = await Promise.all([read(contract, 'name'), read(contract, 'symbol')])
      return {
        chainId,
        contract,
        name: typeof name === 'string' ? name.slice(0, 200) : '',
        symbol: typeof symbol === 'string' ? symbol.slice(0, 50) : '',
      }
    },
  )
  if (collections.length) await db.insert(nftCollections).values(collections).onConflictDoNothing()

  const keyOf = (contract: string, tokenId: bigint | string) => `${contract}:${tokenId}`
  const tokens = new Map(
    moved.map((transfer) => [keyOf(transfer.contract, transfer.tokenId), transfer]),
  )
  const knownTokens = new Set(
    (
      await db
        .select({ contract: nftTokens.contract, tokenId: nftTokens.tokenId })
        .from(nftTokens)
        .where(
          and(
            eq(nftTokens.chainId, chainId),
            inArray(nftTokens.contract, contracts),
            inArray(nftTokens.tokenId, [
              ...new Set(moved.map((token) => token.tokenId.toString())),
            ]),
          ),
        )
    ).map((row) => keyOf(row.contract, row.tokenId)),
  )
  const rows = await mapLimit(
    [...tokens.entries()].filter(([key]) => !knownTokens.has(key)).map(([, token]) => token),
    4,
    async ({ contract, tokenId }) => {
      const uri = await client
        .readContract({
          address: contract,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [tokenId],
        })
        .catch(() => undefined)
      const metadata =
        typeof uri === 'string' && uri.length <= MAX_TOKEN_URI_LENGTH
          ? parseTokenUri(uri)
          : { name: null, image: null }
      return {
        chainId,
        contract,
        tokenId: tokenId.toString(),
        name: metadata.name,
        imageType: metadata.image?.contentType ?? null,
        image: metadata.image?.bytes ?? null,
      }
    },
  )
  if (rows.length) await db.insert(nftTokens).values(rows).onConflictDoNothing()
}
