// Reading what the index needs from a chain: receipt statuses, and token contracts' metadata.
import { and, eq, inArray } from 'drizzle-orm'
import {
  type Address,
  type Block,
  erc20Abi,
  type Hash,
  type PublicClient,
  type RpcTransactionReceipt,
  toHex,
} from 'viem'
import type { ServiceChain } from '../config.js'
import type { Database } from '../db/database.js'
import { tokenMetadata } from '../db/dataSchema.js'
import { tokens } from '../db/schema.js'

/** A block with its full transactions, as the indexer reads it. */
export type FullBlock = Block<bigint, true>

/** Runs `run` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapLimit<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await run(items[index] as T)
      }
    }),
  )
  return results
}

const noBlockReceipts = new WeakSet<PublicClient>()

/** Receipt status by transaction hash for `hashes` of one block: eth_getBlockReceipts, else one by one. */
export async function receiptStatuses(
  client: PublicClient,
  block: FullBlock,
  hashes: Hash[],
): Promise<Map<string, { ok: boolean; contractAddress: Address | null }>> {
  const statuses = new Map<string, { ok: boolean; contractAddress: Address | null }>()
  if (!noBlockReceipts.has(client)) {
    try {
      const receipts = (await client.request({
        method: 'eth_getBlockReceipts',
        params: [toHex(block.number as bigint)],
      })) as RpcTransactionReceipt[] | null
      if (receipts?.every((receipt) => receipt.blockHash === block.hash)) {
        for (const receipt of receipts)
          statuses.set(receipt.transactionHash, {
            ok: receipt.status === '0x1',
            contractAddress: receipt.contractAddress ?? null,
          })
        return statuses
      }
      if (receipts) throw new Error(`block ${block.number} changed while reading its receipts`)
    } catch (error) {
      if (error instanceof Error && /changed while/.test(error.message)) throw error
      noBlockReceipts.add(client)
    }
  }
  for (const hash of hashes) {
    const receipt = await client.getTransactionReceipt({ hash })
    statuses.set(hash, {
      ok: receipt.status === 'success',
      contractAddress: receipt.contractAddress ?? null,
    })
  }
  return statuses
}

/** Reads name, symbol and decimals of token contracts the indexer has not met yet. */
export async function recordTokenMetadata(
  db: Database,
  client: PublicClient,
  chain: ServiceChain,
  addresses: Address[],
) {
  if (addresses.length === 0) return
  const [registered, known] = await Promise.all([
    db
      .select({ address: tokens.address })
      .from(tokens)
      .where(and(eq(tokens.chainId, `eip155:${chain.id}`), inArray(tokens.address, addresses))),
    db
      .select({ address: tokenMetadata.address })
      .from(tokenMetadata)
      .where(and(eq(tokenMetadata.chainId, chain.id), inArray(tokenMetadata.address, addresses))),
  ])
  const seen = new Set([...registered, ...known].map((row) => row.address))
  const missing = addresses.filter((address) => !seen.has(address))
  if (missing.length === 0) return
  const read = async (address: Address, functionName: 'name' | 'symbol' | 'decimals') =>
    client.readContract({ address, abi: erc20Abi, functionName }).catch(() => undefined)
  const rows = await mapLimit(missing, 4, async (address) => {
    const [name, symbol, decimals] = await Promise.all([
      read(address, 'name'),
      read(address, 'symbol'),
      read(address, 'decimals'),
    ])
    return {
      chainId: chain.id,
      address,
      name: typeof name === 'string' ? name.slice(0, 200) : '',
      symbol: typeof symbol === 'string' ? symbol.slice(0, 50) : '',
      decimals: typeof decimals === 'number' ? decimals : 0,
    }
  })
  await db.insert(tokenMetadata).values(rows).onConflictDoNothing()
}
