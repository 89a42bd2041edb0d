import { runOnStack, setApprovals } from '../approvals/stack.js'
import type { ApprovalRequestInput } from '../approvals/types.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Runs an unsafe request (a signature, a transaction) once the visitor approves it in ApproveTransaction
 * (SPEC §4 'RPC flow'). The request joins the approval stack, which the modal shows (modalReactions.ts
 * opens or pushes the view); `perform` runs after the visitor approves, and the request leaves the stack
 * when it settles — the view then closes or pops, and balances refresh after a success. Rejects with
 * UserRejectedRequestError when the visitor declines and RequestAbortedError when the modal is closed.
 */
export async function requestApproval<T>(
  foyer: FoyerContext,
  input: ApprovalRequestInput,
  perform: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const id = ++foyer.internal.approvalSeq
  // The wallet decides in its own page: loaded with the first such request (approvals/walletApproval.ts).
  if (input.walletFrame)
    return import('../approvals/walletApproval.js').then((module) =>
      module.requestWalletApproval(foyer, id, input, perform),
    )
  const decided = new Promise<void>((resolve, reject) => {
    foyer.internal.approvalWaiters.set(id, { approve: resolve, reject })
  })
  return runOnStack(foyer, id, input, async () => {
    await decided
    setApprovals(foyer, (approvals) =>
      approvals.map((approval) =>
        approval.id === id ? { ...approval, status: 'running' as const } : approval,
      ),
    )
    return perform(new AbortController().signal)
  })
}
