// The visitor's answers to an approval (ApproveTransaction's buttons) and the request it shows: a module of its
// own, so that they load with the modal rather than with the page, which needs only the requests (approvals.ts).
import type { ApprovalRequest } from '../approvals/types.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { FoyerContext } from '../types/instance.js'

/** The visitor approved request `id`: its work starts. */
export function approveRequest(foyer: FoyerContext, { id }: { id: number }): void {
  foyer.internal.approvalWaiters.get(id)?.approve()
}

/** The visitor declined request `id`. */
export function rejectRequest(foyer: FoyerContext, { id }: { id: number }): void {
  foyer.internal.approvalWaiters.get(id)?.reject(new UserRejectedRequestError())
}

/** The approval the modal shows: the oldest request still waiting or running. */
export function getCurrentApproval(foyer: FoyerContext): ApprovalRequest | undefined {
  return foyer.store.getState().approvals[0]
}
