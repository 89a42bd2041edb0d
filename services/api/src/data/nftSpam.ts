import type { Database } from '../db/database.js'
import { nftCollections } from '../db/nftSchema.js'

/**
 * Flags an ERC-721 collection as spam (or clears the flag): its tokens leave every NFT answer. The name and
 * symbol are kept when the indexer read them already.
 */
export async function setNftCollectionSpam(
  db: Database,
  collection: { chainId: number; contract: string; name: string; symbol: string; spam: boolean },
) {
  const values = { ...collection, contract: collection.contract.toLowerCase() }
  await db
    .insert(nftCollections)
    .values(values)
    .onConflictDoUpdate({
      target: [nftCollections.chainId, nftCollections.contract],
      set: { spam: values.spam },
    })
}
