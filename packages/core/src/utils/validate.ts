import { InvalidCaipAddressError } from '../errors/format.js'
import { type CaipAddress, KNOWN_NAMESPACES, type Namespace } from '../types/caip.js'

export { isAddressFor } from '../namespaces/familyRules.js'
export { isEvmAddress, isSolanaAddress } from './address.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

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
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError(value)
  const [namespace, chainId, address] = value.split(':') as [Namespace, string, string]
  return { namespace, chainId, address }
}
