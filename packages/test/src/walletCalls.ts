import { type Hex, isHex, keccak256, type LocalAccount, numberToHex, toHex } from 'viem'
import { invalidParams, ProviderRpcError } from './errors.js'
import { forwardJsonRpc } from './jsonRpc.js'
import { sendTransaction } from './sendTransaction.js'
import type { DevChain } from './types.js'

// EIP-5792 as an EOA wallet answers it (MetaMask-like): each call is a transaction of its own, sent in order,
// and the batch is reported as not atomic. For testing that hosts pass batches through to such wallets.

type Batch = { chain: DevChain; hashes: Hex[] }

export function createWalletCalls() {
  const batches = new Map<string, Batch>()
  return {
    async send(
      account: LocalAccount,
      chain: DevChain,
      params: readonly unknown[],
    ): Promise<{ id: Hex }> {
      const request = params[0] as { calls?: unknown; atomicRequired?: unknown } | undefined
      const calls = request?.calls
      if (!Array.isArray(calls) || calls.length === 0) throw invalidParams('expected [{ calls }]')
      // EIP-5792: a wallet that cannot run the calls atomically refuses a batch that requires it.
      if (request?.atomicRequired === true)
        throw new ProviderRpcError(5760, 'Atomic execution is not supported')
      const hashes: Hex[] = []
      for (const call of calls as { to?: unknown; data?: unknown; value?: unknown }[]) {
        if (typeof call?.to !== 'string' || !isHex(call.to))
          throw invalidParams('each call needs "to"')
        hashes.push(
          await sendTransaction(account, chain, {
            from: account.address,
            to: call.to,
            ...(call.data ? { data: call.data } : {}),
            ...(call.value ? { value: call.value } : {}),
          }),
        )
      }
      const id = keccak256(toHex(hashes.join('')))
      batches.set(id, { chain, hashes })
      return { id }
    },
    async status(params: readonly unknown[]) {
      const [id] = params
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw new ProviderRpcError(5730, 'Unknown bundle id')
      const receipts = (await Promise.all(
        batch.hashes.map((hash) =>
          forwardJsonRpc(batch.chain.rpcUrl, 'eth_getTransactionReceipt', [hash]),
        ),
      )) as ({
        status: Hex
        transactionHash: Hex
        blockHash: Hex
        blockNumber: Hex
        gasUsed: Hex
        logs: unknown[]
      } | null)[]
      const done = receipts.every(Boolean)
      const ok = done && receipts.every((receipt) => receipt?.status === '0x1')
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chain.id),
        status: !done ? 100 : ok ? 200 : 600,
        atomic: false,
        receipts: receipts.flatMap((receipt) => (receipt ? [receipt] : [])),
      }
    },
    capabilities(chainIds: readonly number[]) {
      return Object.fromEntries(
        chainIds.map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
      )
    },
  }
}
