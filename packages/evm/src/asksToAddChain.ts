import { walletErrorCode } from '@foyer/core'

/**
 * SPEC §8's wallet chain codes: a wallet that does not know a chain answers wallet_switchEthereumChain with
 * 4902, or with 5000 (the default code) or 32603 (an invalid chain id), and MetaMask Mobile wraps 4902 in
 * `data.originalError`. Each means "add the chain first"; a refusal (4001) or any other failure does not.
 */
const ADD_CHAIN_CODES: readonly number[] = [4902, 5000, 32603]

/** Whether the wallet's answer to a switch asks for wallet_addEthereumChain first. */
export function asksToAddChain(error: unknown): boolean {
  const code = walletErrorCode(error)
  if (code !== undefined && ADD_CHAIN_CODES.includes(code)) return true
  const original = (error as { data?: { originalError?: { code?: unknown } } } | undefined)?.data
    ?.originalError?.code
  return original === 4902
}
