/**
 * SPEC §8's wallet chain codes: a wallet that does not know a chain answers wallet_switchEthereumChain with
 * 4902, or with 5000 (the default code) or 32603 (an invalid chain id), and MetaMask Mobile wraps 4902 in
 * `data.originalError`. Each means "add the chain first"; a refusal (4001) or any other failure does not.
 */
const ADD_CHAIN_CODES: readonly number[] = [4902, 5000, 32603]

/**
 * Whether the wallet's answer to a switch asks for wallet_addEthereumChain first. It reads the codes itself
 * (through causes, as core's walletErrorCode does) and imports nothing: the WalletConnect session's lazy chunk
 * uses it too, and an import of core's error module from there split the host's entry chunk (hostBuild.test).
 */
export function asksToAddChain(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') {
      if (ADD_CHAIN_CODES.includes(code)) return true
      break
    }
    current = (current as { cause?: unknown }).cause
  }
  const original = (error as { data?: { originalError?: { code?: unknown } } } | undefined)?.data
    ?.originalError?.code
  return original === 4902
}
