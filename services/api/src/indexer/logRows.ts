import type { Transaction } from 'viem'
import type { nftTransfers } from '../db/nftSchema.js'
import type { transfers } from '../db/schema.js'
import type { BlockRange } from './blockRange.js'
import type { FullBlock } from './chainReads.js'
import {
  type DecodedNftTransfer,
  decodeErc20Log,
  decodeErc721Log,
  decodeErc1155Log,
  operationOf,
} from './decode.js'

/** A row of the transfers table (history). */
export type TransferRow = typeof transfers.$inferInsert
/** A row of the nft_transfers table (ERC-721 ownership, ERC-1155 balances). */
export type NftTransferRow = typeof nftTransfers.$inferInsert

/**
 * ERC-721 transfers (the same topic0 as ERC-20's, the token id as a fourth topic) and ERC-1155 single and
 * batch transfers (a row per id): what each account holds now, and the tokens that moved (whose metadata
 * the indexer reads).
 */
export function nftTransferRows(
  chainId: number,
  range: BlockRange,
): { rows: NftTransferRow[]; moved: DecodedNftTransfer[] } {
  const rows: NftTransferRow[] = []
  const moved: DecodedNftTransfer[] = []
  for (const log of range.logs) {
    const block = range.byNumber.get(Number(log.blockNumber))
    if (!block) continue
    for (const nft of decodeNftLog(log)) {
      moved.push(nft)
      const id = `${chainId}:${log.transactionHash}:${Number(log.logIndex)}`
      rows.push({
        id: nft.batchIndex > 0 ? `${id}:${nft.batchIndex}` : id,
        chainId,
        blockNumber: Number(block.number),
        logIndex: Number(log.logIndex),
        minedAt: Number(block.timestamp),
        contract: nft.contract,
        tokenId: nft.tokenId.toString(),
        fromAddress: nft.from,
        toAddress: nft.to,
        standard: nft.standard,
        amount: nft.amount.toString(),
        batchIndex: nft.batchIndex,
      })
    }
  }
  return { rows, moved }
}

/** The NFT transfers of one log: an ERC-721 Transfer, or each id of an ERC-1155 TransferSingle/Batch. */
function decodeNftLog(log: BlockRange['logs'][number]): DecodedNftTransfer[] {
  const erc721 = decodeErc721Log(log)
  return erc721 ? [erc721] : decodeErc1155Log(log)
}

/**
 * The history's token rows: ERC-20 transfers and approvals, and NFT transfers (a row per id, marked by
 * `nftTokenId`, the collection as `tokenAddress`), each with the transaction that made it.
 */
export function tokenTransferRows(chainId: number, range: BlockRange): TransferRow[] {
  const txByHash = new Map<string, { tx: Transaction; block: FullBlock }>()
  for (const block of range.blocks)
    for (const tx of block.transactions) txByHash.set(tx.hash, { tx, block })
  const rows: TransferRow[] = []
  for (const log of range.logs) {
    const found = txByHash.get(log.transactionHash as string)
    if (!found) continue
    const id = `${chainId}:${log.transactionHash}:${Number(log.logIndex)}`
    const common = {
      chainId,
      blockNumber: Number(found.block.number),
      blockHash: found.block.hash as string,
      logIndex: Number(log.logIndex),
      txHash: found.tx.hash,
      txIndex: Number(log.transactionIndex),
      txNonce: found.tx.nonce,
      minedAt: Number(found.block.timestamp),
      status: 'confirmed',
    }
    const decoded = decodeErc20Log(log)
    if (decoded) {
      rows.push({
        ...common,
        id,
        operationType: decoded.operation,
        fromAddress: decoded.from,
        toAddress: decoded.to,
        tokenAddress: decoded.token,
        amount: decoded.amount.toString(),
      })
      continue
    }
    for (const nft of decodeNftLog(log))
      rows.push({
        ...common,
        id: nft.batchIndex > 0 ? `${id}:${nft.batchIndex}` : id,
        operationType: operationOf(nft.from, nft.to),
        fromAddress: nft.from,
        toAddress: nft.to,
        tokenAddress: nft.contract,
        amount: nft.amount.toString(),
        nftTokenId: nft.tokenId.toString(),
        nftStandard: nft.standard,
      })
  }
  return rows
}
