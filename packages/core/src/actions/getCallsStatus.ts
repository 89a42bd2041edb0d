import { callsAdapter } from '../calls/callsAdapter.js'
import type { CallsStatus } from '../calls/types.js'
import type { BaseError } from '../errors/base.js'
import { type CallsNotSupportedError, InvalidCallsError } from '../errors/calls.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetCallsStatusParameters = { id: string; namespace?: Namespace | undefined }
export type GetCallsStatusReturnType = CallsStatus
/** An id that is no batch id, no batching wallet, not connected, or the wallet's own error. */
export type GetCallsStatusErrorType =
  | InvalidCallsError
  | CallsNotSupportedError
  | NotConnectedError
  | BaseError

/** Where a batch sent with `sendCalls` stands: pending, then success or failure with its receipts. */
export async function getCallsStatus(
  foyer: FoyerContext,
  { id, namespace }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 4096)
    throw new InvalidCallsError('a batch id expected')
  const { adapter } = callsAdapter(foyer, namespace)
  try {
    return await adapter.getCallsStatus({ id })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
