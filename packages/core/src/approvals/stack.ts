import type { FoyerContext } from '../types/instance.js'
import type { ApprovalRequest, ApprovalRequestInput } from './types.js'

/** Updates the approval stack (SPEC §2: ApproveTransaction shows its oldest request). */
export function setApprovals(
  foyer: FoyerContext,
  update: (approvals: ApprovalRequest[]) => ApprovalRequest[],
): void {
  foyer.store.setState((state) => ({ approvals: update(state.approvals) }))
}

/**
 * Runs `work` as request `id` of the approval stack: it joins the stack (the modal shows it), and leaves it
 * when `work` settles — the view then closes or pops; after a success balances are read again (SPEC §4).
 */
export async function runOnStack<T>(
  foyer: FoyerContext,
  id: number,
  input: ApprovalRequestInput,
  work: () => Promise<T>,
): Promise<T> {
  setApprovals(foyer, (approvals) => [...approvals, { ...input, id, status: 'waiting' }])
  try {
    const result = await work()
    void foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'balance'] })
    void foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'accountTokens'] })
    return result
  } finally {
    foyer.internal.approvalWaiters.delete(id)
    setApprovals(foyer, (approvals) => approvals.filter((approval) => approval.id !== id))
  }
}
