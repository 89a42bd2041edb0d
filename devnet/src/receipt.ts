// Waiting for a transaction's receipt on the devnet.
//
// Why not viem's waitForTransactionReceipt: it acts on a new block number only, and drops the block that
// mines the transaction when it arrives while its replacement check is still in flight. On a busy machine
// with a short polling interval that happens, and on an automining devnet no later block comes to rescue
// it: the wait hangs until its 180 s timeout (an indexer test did, in CI). This asks for the receipt
// itself until the node has it: a wait for a state, with a hang guard.
import type { Hash, PublicClient, TransactionReceipt } from 'viem'
import { TransactionReceiptNotFoundError } from 'viem'

export type WaitForDevnetReceiptOptions = {
  /** Between two questions (default 20 ms). */
  intervalMs?: number
  /** The hang guard: give up after this long (default 60 s). */
  timeoutMs?: number
}

/** The receipt of `hash` once the node has mined it. */
export async function waitForDevnetReceipt(
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  hash: Hash,
  { intervalMs = 20, timeoutMs = 60_000 }: WaitForDevnetReceiptOptions = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
