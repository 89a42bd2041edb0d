import { type CaipAddress, KNOWN_NAMESPACES, type Namespace } from '../types/caip.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** 40 hex characters with an optional 0x prefix (SPEC §5). */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/** Base58, 32 to 44 characters (SPEC §5). */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}

/** 0x plus 64 hex characters (SPEC §5). */
export function isTransactionHash(value: string): boolean {
  return TRANSACTION_HASH.test(value)
}

/** True when `value` is a namespace Foyer knows. */
export function isKnownNamespace(value: string): value is Namespace {
  return (KNOWN_NAMESPACES as readonly string[]).includes(value)
}

/** Three non-empty parts with a known namespace (SPEC §5). */
export function isCaipAddress(value: string): value is CaipAddress {
  const parts = value.split(':')
  return (
    parts.length === 3 && parts.every((part) => part.length > 0) && isKnownNamespace(parts[0] ?? '')
  )
}

/** Splits a CAIP address into its parts, or throws when it is not one. */
export function parseCaipAddress(value: string): {
  namespace: Namespace
  chainId: string
  address: string
} {
  if (!isCaipAddress(value)) throw new Error(`Not a CAIP address: ${value}`)
  const [namespace, chainId, address] = value.split(':') as [Namespace, string, string]
  return { namespace, chainId, address }
}

/** True when the address is valid for the namespace. */
export function isAddressFor(namespace: Namespace, value: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return isSolanaAddress(value)
  return value.length > 0
}
