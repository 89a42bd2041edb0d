// What the page's own code needs of the approvals: closing the modal aborts the requests that wait, and an
// adapter refuses a method at once. `requestApproval` and the approval stack load with the deferred parts
// (`actions/requestApproval.ts`; docs/decisions.md, "requestApproval loads with the deferred parts").
import { UNSAFE_RPC_ERROR_DELAY_MS } from '../constants.js'
import { MethodNotAllowedError, RequestAbortedError } from '../errors/wallet.js'
import type { FoyerContext } from '../types/instance.js'

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
