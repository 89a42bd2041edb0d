import type { FoyerContext } from '../types/instance.js'
import { runOnStack } from './stack.js'
import type { ApprovalRequestInput } from './types.js'

/**
 * A request the wallet decides on in its own document (ApprovalRequestInput.walletFrame): `perform` starts at
 * once and settles when the visitor decided there. The host's part is to show that document and to cancel:
 * approveRequest does nothing for it, so no script of the page can approve in the visitor's place.
 */
export async function requestWalletApproval<T>(
  foyer: FoyerContext,
  id: number,
  input: ApprovalRequestInput,
  perform: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    }),
  )
  aborted.catch(() => {})
  foyer.internal.approvalWaiters.set(id, {
    approve: () => {},
    reject: (error: Error) => controller.abort(error),
  })
  return runOnStack(foyer, id, input, () => Promise.race([perform(controller.signal), aborted]))
}
