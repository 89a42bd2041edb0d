import type { ApprovalRequestInput } from '@foyer/core/adapter'
import type { FrameTransport } from './transport.js'

type RequestApproval = <T>(
  input: ApprovalRequestInput,
  perform: (signal: AbortSignal) => Promise<T>,
) => Promise<T>

/**
 * A signing request, decided by the visitor in the wallet's own approval page (docs/embedded-wallet.md
 * 'Approval'): the frame prepares exactly what it would sign and names it by an id of its own; the modal
 * shows the approval page for that id (ApproveTransaction) and waits. The frame answers once the visitor
 * approved and it signed, or with 4001 when they declined; closing the modal cancels. Nothing here can
 * approve: the decision reaches the frame only from its own origin's page.
 */
export async function approveInWallet(
  transport: FrameTransport,
  requestApproval: RequestApproval,
  input: Omit<ApprovalRequestInput, 'walletFrame'>,
  request: { method: string; params?: unknown; chainId: string | number },
): Promise<unknown> {
  const { approvalId } = await transport.request('PREPARE_APPROVAL', {
    method: request.method,
    chainId: request.chainId,
    ...(request.params === undefined
      ? {}
      : { params: request.params as unknown[] | Record<string, unknown> }),
  })
  return requestApproval(
    { ...input, walletFrame: transport.approvalPage(approvalId) },
    async (signal) => {
      signal.addEventListener(
        'abort',
        () => void transport.request('CANCEL_APPROVAL', { approvalId }).catch(() => {}),
        { once: true },
      )
      const { result } = await transport.request('AWAIT_APPROVAL', { approvalId })
      return result
    },
  )
}
