const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
/** 0x and 40 hex characters: the only form services and their config files accept. */
export const PREFIXED_EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** 40 hex characters with an optional 0x prefix (SPEC §5). */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/** An EVM address with its 0x prefix, the form a service requires (one rule for client and services). */
export function isPrefixedEvmAddress(value: string): value is `0x${string}` {
  return PREFIXED_EVM_ADDRESS.test(value)
}

/** Base58, 32 to 44 characters (SPEC §5). */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}
