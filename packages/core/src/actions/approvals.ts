import { runOnStack, setApprovals } from '../approvals/stack.js'
import type { ApprovalRequestInput } from '../approvals/types.js'
import { UNSAFE_RPC_ERROR_DELAY_MS } from '../constants.js'
import { MethodNotAllowedError, RequestAbortedError } from '../errors/wallet.js'
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

/** Rejects every request still waiting for the visitor (SPEC §2: closing the modal aborts them). */
export function abortPendingApprovals(
  foyer: FoyerContext,
  error: Error = new RequestAbortedError(),
): void {
  for (const approval of foyer.store.getState().approvals)
    if (approval.status === 'waiting')
      foyer.internal.approvalWaiters.get(approval.id)?.reject(error)
}

/**
 * Refuses a method the wallet does not know (SPEC §4, §8): a console error for the developer, the modal
 * opens and, 300 ms later, shows 'Action not allowed' while every open request is rejected with 'Requested
 * RPC call is not allowed'. Returns the error the refused request itself rejects with (EIP-1193 code 4200).
 */
export function refuseRequest(foyer: FoyerContext, { method }: { method: string }): Error {
  const error = new MethodNotAllowedError({
    details: `The embedded wallet does not serve ${method}`,
  })
  console.error(`[foyer] ${error.shortMessage}: ${method}`)
  foyer.store.setState({ refusedRequest: { method, at: Date.now(), shown: false } })
  setTimeout(() => {
    if (foyer.internal.destroyed) return
    foyer.store.setState((state) => ({
      refusedRequest: state.refusedRequest && { ...state.refusedRequest, shown: true },
    }))
    abortPendingApprovals(foyer, new MethodNotAllowedError())
  }, UNSAFE_RPC_ERROR_DELAY_MS)
  return error
}
