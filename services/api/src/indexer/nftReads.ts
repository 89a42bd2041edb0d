import { and, eq, inArray } from 'drizzle-orm'
import { type Address, erc721Abi, type PublicClient, parseAbi } from 'viem'
import type { Database } from '../db/database.js'
import { nftCollections, nftTokens } from '../db/nftSchema.js'
import { mapLimit } from './chainReads.js'
import type { DecodedNftTransfer } from './decode.js'
import { erc1155MetadataUri, MAX_TOKEN_URI_LENGTH, parseTokenUri } from './nftMetadata.js'

const erc1155UriAbi = parseAbi(['function uri(uint256 id) view returns (string)'])

/**
 * A token's metadata URI: ERC-721's tokenURI, or ERC-1155's uri with `{id}` filled in. Throws when the
 * call fails.
 */
async function readMetadataUri(
  client: PublicClient,
  { standard, contract, tokenId }: DecodedNftTransfer,
): Promise<string | undefined> {
  const uri =
    standard === 'erc721'
      ? await client.readContract({
          address: contract,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [tokenId],
        })
      : await client.readContract({
          address: contract,
          abi: erc1155UriAbi,
          functionName: 'uri',
          args: [tokenId],
        })
  return standard === 'erc1155' ? erc1155MetadataUri(uri, tokenId) : uri
}

/**
 * Reads, once each, the name and symbol of NFT collections and the metadata (ERC-721 tokenURI, ERC-1155
 * uri) of tokens the indexer has not met yet. A read that fails leaves empty values: the index never stops
 * on a contract.
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
    async (token) => {
      const { contract, tokenId } = token
      const uri = await readMetadataUri(client, token).catch(() => undefined)
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
