import type { Nft } from '@foyer/core/api'
import type { ServiceConfig, SolanaServiceCluster } from '../config.js'
import { collectionNameOf, parseTokenUri } from '../indexer/nftMetadata.js'
import { solanaRpc } from './solanaBalances.js'
import { parseToken2022Mint, type Token2022Mint } from './token2022Metadata.js'

// A Solana account's NFTs, read live from the cluster as its balances are (nothing indexed): the Token-2022
// accounts it holds of mints with 0 decimals and a supply of 1 whose metadata lives in the mint itself
// (metadata-pointer + token-metadata extensions). Metaplex Token Metadata NFTs are not read (decisions.md).

const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** getMultipleAccounts takes at most this many addresses. */
const ACCOUNTS_PER_CALL = 100
/** A Solana NFT has no token id beside its mint: the answer's `tokenId` is always this. */
export const SOLANA_NFT_TOKEN_ID = '0'

type ParsedTokenAccount = {
  account: {
    data: {
      parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } }
    }
  }
}
type EncodedAccount = { data: [string, string] } | null

/** The data service's address of a Solana NFT's image (GET /v1/nft/solana:{ref}/{mint}/0/image). */
export function solanaNftImageUrl(
  config: Pick<ServiceConfig, 'publicUrl'>,
  cluster: SolanaServiceCluster,
  mint: string,
) {
  return `${config.publicUrl.replace(/\/+$/, '')}/v1/nft/solana:${cluster.reference}/${mint}/${SOLANA_NFT_TOKEN_ID}/image`
}

/** The mints' accounts, decoded (undefined for an account that is missing or not a Token-2022 mint). */
async function readMints(cluster: SolanaServiceCluster, mints: string[]) {
  const mintData = new Map<string, Token2022Mint | undefined>()
  for (let start = 0; start < mints.length; start += ACCOUNTS_PER_CALL) {
    const batch = mints.slice(start, start + ACCOUNTS_PER_CALL)
    const { value } = await solanaRpc<{ value: EncodedAccount[] }>(
      cluster.rpcUrl,
      'getMultipleAccounts',
      [batch, { encoding: 'base64' }],
    )
    for (const [index, account] of value.entries())
      mintData.set(
        batch[index] as string,
        account
          ? parseToken2022Mint(new Uint8Array(Buffer.from(account.data[0], 'base64')))
          : undefined,
      )
  }
  return mintData
}

/** One Token-2022 mint's NFT metadata when it is an NFT (0 decimals, supply 1, metadata inside). */
export async function readSolanaNftMint(cluster: SolanaServiceCluster, mint: string) {
  const found = (await readMints(cluster, [mint])).get(mint)
  return found && isNft(found) ? found : undefined
}

const isNft = (mint: Token2022Mint) => mint.decimals === 0 && mint.supply === 1n && !!mint.metadata

/** The NFTs `owner` holds on `cluster`, by collection then name (numbers in names in their order). */
export async function readSolanaNfts(
  cluster: SolanaServiceCluster,
  config: Pick<ServiceConfig, 'publicUrl'>,
  owner: string,
): Promise<Nft[]> {
  const { value } = await solanaRpc<{ value: ParsedTokenAccount[] }>(
    cluster.rpcUrl,
    'getTokenAccountsByOwner',
    [owner, { programId: TOKEN_2022_PROGRAM }, { encoding: 'jsonParsed' }],
  )
  const held = value
    .map(({ account }) => account.data.parsed.info)
    .filter(({ tokenAmount }) => tokenAmount.decimals === 0 && tokenAmount.amount === '1')
    .map(({ mint }) => mint)
  const mints = await readMints(cluster, held)
  const nfts: Nft[] = []
  for (const mint of held) {
    const found = mints.get(mint)
    if (!found?.metadata || !isNft(found)) continue
    const { name, symbol, uri } = found.metadata
    const fromUri = parseTokenUri(uri)
    // Token-2022 metadata names no collection: the JSON's (Metaplex standard) does, else the symbol.
    const collection = {
      name: collectionNameOf(uri) || symbol || `${mint.slice(0, 4)}…${mint.slice(-4)}`,
      symbol,
    }
    nfts.push({
      chain: `solana:${cluster.reference}`,
      contract: mint,
      tokenId: SOLANA_NFT_TOKEN_ID,
      amount: '1',
      name: name.trim() || fromUri.name || `${collection.name} ${mint.slice(0, 4)}`,
      collection,
      imageUrl: fromUri.image ? solanaNftImageUrl(config, cluster, mint) : null,
    })
  }
  // The cluster lists token accounts in no meaningful order; with no acquisition time to sort by, a stable
  // order a visitor can scan.
  const order = new Intl.Collator('en', { numeric: true })
  return nfts.sort(
    (a, b) => order.compare(a.collection.name, b.collection.name) || order.compare(a.name, b.name),
  )
}
