import type { PublicClient } from 'viem'
import type { BlockRange } from './blockRange.js'
import { type FullBlock, mapLimit, receiptStatuses } from './chainReads.js'
import { decodeErc20Call } from './decode.js'
import type { TransferRow } from './logRows.js'
import {
  decodeUserOperationValues,
  HANDLE_OPS_SELECTOR,
  userOperationOutcomes,
} from './userOperations.js'

/** Smart accounts' coin transfers inside ERC-4337 bundles (userOperations.ts). */
export function userOperationRows(chainId: number, range: BlockRange): TransferRow[] {
  const rows: TransferRow[] = []
  const outcomes = userOperationOutcomes(range.logs)
  for (const block of range.blocks)
    for (const tx of block.transactions) {
      if (!tx.input.startsWith(HANDLE_OPS_SELECTOR)) continue
      for (const value of decodeUserOperationValues(tx, outcomes))
        rows.push({
          id: `${chainId}:${tx.hash}:op:${value.index}`,
          chainId,
          blockNumber: Number(block.number),
          blockHash: block.hash as string,
          logIndex: -2 - value.index,
          txHash: tx.hash,
          txIndex: tx.transactionIndex ?? 0,
          txNonce: tx.nonce,
          minedAt: Number(block.timestamp),
          status: 'confirmed',
          operationType: 'transfer',
          fromAddress: value.sender,
          toAddress: value.to,
          tokenAddress: null,
          amount: value.amount.toString(),
        })
    }
  return rows
}

/**
 * Native value transfers, and what failed transactions meant to move (they leave no logs): read from
 * each block's receipts.
 */
export async function coinAndFailedRows(
  client: PublicClient,
  chainId: number,
  blocks: FullBlock[],
): Promise<TransferRow[]> {
  const rows: TransferRow[] = []
  await mapLimit(blocks, 4, async (block) => {
    const candidates = block.transactions.filter(
      (tx) => tx.value > 0n || decodeErc20Call(tx) !== undefined,
    )
    if (candidates.length === 0) return
    const statuses = await receiptStatuses(
      client,
      block,
      candidates.map((tx) => tx.hash),
    )
    for (const tx of candidates) {
      const status = statuses.get(tx.hash)
      if (!status) continue
      const base = {
        chainId,
        blockNumber: Number(block.number),
        blockHash: block.hash as string,
        logIndex: -1,
        txHash: tx.hash,
        txIndex: tx.transactionIndex ?? 0,
        txNonce: tx.nonce,
        minedAt: Number(block.timestamp),
        status: status.ok ? 'confirmed' : 'failed',
      }
      const call = status.ok ? undefined : decodeErc20Call(tx)
      if (call) {
        rows.push({
          ...base,
          id: `${chainId}:${tx.hash}:call`,
          operationType: call.operation,
          fromAddress: call.from,
          toAddress: call.to,
          tokenAddress: call.token,
          amount: call.amount.toString(),
        })
      } else if (tx.value > 0n) {
        const to = tx.to ?? status.contractAddress
        if (!to) continue
        rows.push({
          ...base,
          id: `${chainId}:${tx.hash}:native`,
          operationType: 'transfer',
          fromAddress: tx.from.toLowerCase(),
          toAddress: to.toLowerCase(),
          tokenAddress: null,
          amount: tx.value.toString(),
        })
      }
    }
  })
  return rows
}
