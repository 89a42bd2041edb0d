import type { SendsCalls } from '../adapter.js'
import type { CallsStatus } from '../calls/types.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryAdapter } from './memoryAdapter.js'

// EIP-5792 batches through core (issue 20): checked by SPEC §5 before anything reaches the wallet, sent only to
// an adapter that can batch — never one by one instead.

export const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The memory wallet, able to batch: records each batch and answers what the test sets. */
export function batchingAdapter() {
  const adapter = createMemoryAdapter()
  const batches: Parameters<SendsCalls['sendCalls']>[0][] = []
  const asked: string[] = []
  let failure: unknown
  const status: CallsStatus = { id: '0xb1', status: 'success', atomic: true, receipts: [] }
  const calls: SendsCalls = {
    async sendCalls(parameters) {
      if (failure) throw failure
      batches.push(parameters)
      return { id: `0xb${batches.length}` }
    },
    async getCallsStatus({ id }) {
      if (failure) throw failure
      asked.push(id)
      return { ...status, id }
    },
    async getCapabilities({ network }) {
      return { atomic: { status: 'supported' }, chain: network.caipNetworkId }
    },
  }
  return Object.assign(adapter, calls, {
    batches,
    asked,
    failNext(error: unknown) {
      failure = error
    },
  })
}

/** An instance on `adapter`, connected. */
export async function connected<A extends ReturnType<typeof createMemoryAdapter>>(adapter: A) {
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  return foyer
}
