import { callsAdapter } from '../calls/callsAdapter.js'
import { checkCalls } from '../calls/checkCalls.js'
import type { WalletCall } from '../calls/types.js'
import type { BaseError } from '../errors/base.js'
import type { CallsNotSupportedError, InvalidCallsError } from '../errors/calls.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type SendCallsParameters = {
  calls: readonly WalletCall[]
  /** Capabilities asked of the wallet (EIP-5792), e.g. a paymaster service. */
  capabilities?: Record<string, unknown> | undefined
  namespace?: Namespace | undefined
}
export type SendCallsReturnType = { id: string }
/** SPEC §5's checks, no batching wallet, not connected, or the wallet's own error (by EIP-1193 code). */
export type SendCallsErrorType =
  | InvalidCallsError
  | CallsNotSupportedError
  | NotConnectedError
  | BaseError

/**
 * Sends several calls as one (EIP-5792 wallet_sendCalls) from the connected account on its network, after the
 * visitor approves them all at once. Checked first (SPEC §5: each call's `to`, and its `data` when present,
 * start with 0x). A wallet that cannot batch is told so — CallsNotSupportedError — never sent calls one by one.
 */
export async function sendCalls(
  foyer: FoyerContext,
  { calls, capabilities, namespace }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  checkCalls(calls)
  const { adapter, network } = callsAdapter(foyer, namespace)
  try {
    return await adapter.sendCalls({ calls, network, capabilities })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
