import type { SolanaAdapterState } from '../adapterState.js'
import { createSolanaProvider, type SolanaProvider } from '../provider.js'
import type { SolanaParameters } from '../solanaAdapterTypes.js'
import * as transfers from '../transfers.js'
import { signMessage as signWithWallet } from '../walletRequests.js'
import { requireSession } from './session.js'

// What the adapter asks the connected wallet for: a signature, a transfer, its provider.

export function signMessage(
  state: SolanaAdapterState,
  { message }: SolanaParameters<'signMessage'>,
): Promise<string> {
  return signWithWallet(requireSession(state), message)
}

export async function getProvider(state: SolanaAdapterState): Promise<SolanaProvider> {
  return createSolanaProvider(requireSession(state))
}

export function transferNative(
  state: SolanaAdapterState,
  { to, amount }: SolanaParameters<'transferNative'>,
): Promise<string> {
  return transfers.transferNative(requireSession(state), { to, amount })
}

export function transferToken(
  state: SolanaAdapterState,
  { token, to, amount }: SolanaParameters<'transferToken'>,
): Promise<string> {
  return transfers.transferToken(requireSession(state), { mint: token, to, amount })
}
