import type { AdapterBalance } from '@foyer/core/adapter'
import type { SolanaAdapterState } from '../adapterState.js'
import type { SolanaParameters } from '../solanaAdapterTypes.js'
import * as transfers from '../transfers.js'
import { verifyMessage as verifySignature } from '../verifyMessage.js'
import { requireNetwork } from './session.js'

// What the adapter reads from a cluster: a balance, a fee, a confirmation; and a signature's validity.

export function getBalance(
  state: SolanaAdapterState,
  { address, network }: SolanaParameters<'getBalance'>,
): Promise<AdapterBalance> {
  return transfers.getBalance(requireNetwork(state, network), address)
}

export function estimateTransferFee(
  state: SolanaAdapterState,
  { from, to, token, network }: SolanaParameters<'estimateTransferFee'>,
): Promise<bigint> {
  return transfers.estimateTransferFee(requireNetwork(state, network), { from, to, mint: token })
}

export function waitForTransaction(
  state: SolanaAdapterState,
  { hash, network }: SolanaParameters<'waitForTransaction'>,
) {
  return transfers.waitForTransaction(requireNetwork(state, network), hash)
}

export function verifyMessage(
  _state: SolanaAdapterState,
  { message, address, signature }: SolanaParameters<'verifyMessage'>,
): Promise<boolean> {
  return verifySignature({ message, address, signature })
}
