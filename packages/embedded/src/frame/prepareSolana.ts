import type { ApprovalSummary } from '@foyer/core/adapter'
import { base58, base64 } from '@scure/base'
import type { ApprovalDetail } from '../approval/protocol.js'
import { summarizeSolanaMessage, summarizeSolanaTransaction } from '../summary/solanaSummary.js'
import type { PreparedRequest } from './approvalDesk.js'
import type { FrameSolanaCluster } from './config.js'
import { FrameRequestError } from './frameRequestError.js'
import type { SolanaKey } from './solanaKey.js'
import { MAX_TRANSACTIONS_PER_REQUEST, serveSolanaRequest } from './solanaRequests.js'

/**
 * Prepares a Solana signing request (SPEC §3's four methods) for the visitor's approval: the message or each
 * transaction is read from the bytes the frame will sign. The request is checked in full when it runs
 * (serveSolanaRequest), so what was shown is what is signed or refused — never something else.
 */
export function prepareSolanaRequest(
  { method, params }: { method: string; params: unknown },
  key: SolanaKey | undefined,
  cluster: FrameSolanaCluster,
  origin: string,
): PreparedRequest {
  if (!key) throw new FrameRequestError('The embedded wallet is not connected', 4100)
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  const wires = (
    method === 'signAllTransactions'
      ? Array.isArray(given.transactions)
        ? given.transactions.slice(0, MAX_TRANSACTIONS_PER_REQUEST)
        : []
      : [given.transaction]
  ).map(decodeBase64)
  let summary: ApprovalSummary | ApprovalSummary[]
  const details: ApprovalDetail[] = [{ name: 'account', value: key.address }]
  if (method === 'signMessage') summary = summarizeSolanaMessage(decodeBase58(given.message))
  else {
    const read = wires.map(summarizeSolanaTransaction)
    summary =
      read.length === 1 ? (read[0]?.summary as ApprovalSummary) : read.map((one) => one.summary)
    for (const { name, value } of read[0]?.details ?? [])
      if (name === 'priorityFee' || name === 'computeUnitLimit') details.push({ name, value })
  }
  return {
    view: { origin, method, network: cluster.name, summary, details, warnings: [] },
    run: () => serveSolanaRequest({ method, params }, key, cluster),
  }
}

function decodeBase64(value: unknown): Uint8Array {
  try {
    return typeof value === 'string' ? base64.decode(value) : new Uint8Array()
  } catch {
    return new Uint8Array()
  }
}

function decodeBase58(value: unknown): Uint8Array {
  try {
    return typeof value === 'string' ? base58.decode(value) : new Uint8Array()
  } catch {
    return new Uint8Array()
  }
}
