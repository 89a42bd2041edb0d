import { type PublicClient, type RpcLog, toHex } from 'viem'
import { type FullBlock, mapLimit } from './chainReads.js'
import {
  APPROVAL_TOPIC,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './decode.js'
import { USER_OPERATION_EVENT_TOPIC } from './userOperations.js'

/** Blocks read for one round that chain onto the index's tip, and the logs the indexer decodes from them. */
export type BlockRange = {
  /** The blocks indexed this round, oldest first. */
  blocks: FullBlock[]
  /** The last block's number. */
  end: number
  /** The blocks by number. */
  byNumber: Map<number, FullBlock>
  /** Transfer, Approval and UserOperationEvent logs of these blocks (none removed). */
  logs: RpcLog[]
}

/**
 * Reads blocks `from`…`last` with their transactions and logs, keeping those that chain onto `tipHash`
 * and whose logs come from the same version of the block; undefined when none does (a reorganisation
 * under way: the next round sees it).
 */
export async function readBlockRange(
  client: PublicClient,
  from: number,
  last: number,
  tipHash: string | undefined,
): Promise<BlockRange | undefined> {
  const numbers = Array.from({ length: last - from + 1 }, (_, index) => from + index)
  const fetched = await mapLimit(numbers, 4, (number) =>
    client.getBlock({ blockNumber: BigInt(number), includeTransactions: true }),
  )
  // Keep the blocks that chain onto the tip; a break means a reorganisation under way: next round.
  const blocks: FullBlock[] = []
  let parent = tipHash
  for (const block of fetched) {
    if (parent !== undefined && block.parentHash !== parent) break
    blocks.push(block)
    parent = block.hash as string
  }
  if (blocks.length === 0) return undefined

  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [
      {
        fromBlock: toHex(from),
        toBlock: toHex(Number((blocks[blocks.length - 1] as FullBlock).number)),
        topics: [
          [
            TRANSFER_TOPIC,
            APPROVAL_TOPIC,
            TRANSFER_SINGLE_TOPIC,
            TRANSFER_BATCH_TOPIC,
            USER_OPERATION_EVENT_TOPIC,
          ],
        ],
      },
    ],
  })) as RpcLog[]
  // Logs from another version of a block (the chain moved meanwhile): index up to the block before.
  const byNumber = new Map(blocks.map((block) => [Number(block.number), block]))
  let end = Number((blocks[blocks.length - 1] as FullBlock).number)
  for (const log of logs) {
    const number = Number(log.blockNumber)
    if (byNumber.get(number)?.hash !== log.blockHash) end = Math.min(end, number - 1)
  }
  const kept = blocks.filter((block) => Number(block.number) <= end)
  if (kept.length === 0) return undefined
  return {
    blocks: kept,
    end,
    byNumber,
    logs: logs.filter((log) => !log.removed && Number(log.blockNumber) <= end),
  }
}
