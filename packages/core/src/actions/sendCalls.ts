import { canSendCalls, type SendsCalls } from '../adapter.js'
import type { CallsStatus, WalletCall } from '../calls/types.js'
import type { BaseError } from '../errors/base.js'
import { CallsNotSupportedError, InvalidCallsError } from '../errors/calls.js'
import { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/wallet.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { getAdapter } from './getAdapter.js'

export type SendCallsParameters = {
  calls: readonly WalletCall[]
  /** Capabilities asked of the wallet (EIP-5792), e.g. a paymaster service. */
  capabilities?: Record<string, unknown> | undefined
  namespace?: Namespace | undefined
}
export type SendCallsReturnType = { id: string }
export type SendCallsErrorType = BaseError

/** The most calls one batch may carry. */
export const MAX_CALLS = 20

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

export type GetCallsStatusParameters = { id: string; namespace?: Namespace | undefined }

/** Where a batch sent with `sendCalls` stands: pending, then success or failure with its receipts. */
export async function getCallsStatus(
  foyer: FoyerContext,
  { id, namespace }: GetCallsStatusParameters,
): Promise<CallsStatus> {
  if (typeof id !== 'string' || id.length === 0 || id.length > 4096)
    throw new InvalidCallsError('a batch id expected')
  const { adapter } = callsAdapter(foyer, namespace)
  try {
    return await adapter.getCallsStatus({ id })
  } catch (cause) {
    throw toWalletError(cause)
  }
}

/** What the connected wallet says it can do on its network (EIP-5792 wallet_getCapabilities). */
export async function getCapabilities(
  foyer: FoyerContext,
  { namespace }: { namespace?: Namespace | undefined } = {},
): Promise<Record<string, unknown>> {
  const { adapter, network } = callsAdapter(foyer, namespace)
  try {
    return await adapter.getCapabilities({ network })
  } catch (cause) {
    throw toWalletError(cause)
  }
}

/** SPEC §5's rules for a batch, before anything reaches the wallet. */
export function checkCalls(calls: readonly WalletCall[]): void {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidCallsError('at least one call expected')
  if (calls.length > MAX_CALLS) throw new InvalidCallsError(`at most ${MAX_CALLS} calls at once`)
  calls.forEach((call, index) => {
    if (!call || typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallsError(`call ${index + 1}: "to" must start with 0x`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallsError(`call ${index + 1}: "data" must start with 0x`)
    if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n))
      throw new InvalidCallsError(`call ${index + 1}: "value" must be a bigint of at least 0`)
  })
}

function callsAdapter(foyer: FoyerContext, namespace: Namespace | undefined) {
  const adapter = getAdapter(foyer, namespace)
  const state = foyer.store.getState()
  const network = state.networks[adapter.namespace]?.caipNetwork
  if (state.accounts[adapter.namespace]?.status !== 'connected' || !network)
    throw new NotConnectedError()
  if (!canSendCalls(adapter)) throw new CallsNotSupportedError()
  return { adapter: adapter as typeof adapter & SendsCalls, network }
}
