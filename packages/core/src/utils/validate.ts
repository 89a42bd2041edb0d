import { readCaipAccountId } from '../caip/read.js'
import { InvalidCaipAddressError } from '../errors/format.js'
import { type CaipAddress, KNOWN_NAMESPACES, type Namespace } from '../types/caip.js'

export { isAddressFor } from '../namespaces/familyRules.js'
export {
  isEvmAddress,
  isPrefixedEvmAddress,
  isSolanaAddress,
  PREFIXED_EVM_ADDRESS,
} from './address.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** 0x plus 64 hex characters (SPEC §5). */
export function isTransactionHash(value: string): boolean {
  return TRANSACTION_HASH.test(value)
}

/** True when `value` is a namespace Foyer knows. */
export function isKnownNamespace(value: string): value is Namespace {
  return (KNOWN_NAMESPACES as readonly string[]).includes(value)
}

/** A CAIP-10 account id (core's CAIP parser) whose namespace Foyer knows (SPEC §5). */
export function isCaipAddress(value: string): value is CaipAddress {
  return readCaipAddress(value) !== undefined
}

/** Splits a CAIP address into its parts, or throws when it is not one. */
export function parseCaipAddress(value: string): {
  namespace: Namespace
  chainId: string
  address: string
} {
  const parts = readCaipAddress(value)
  if (!parts) throw new InvalidCaipAddressError(value)
  return parts
}

/** A CAIP address's parts, or undefined when it breaks CAIP-10's grammar or its namespace is unknown. */
function readCaipAddress(value: string) {
  const parts = readCaipAccountId(value)
  if (!parts || !isKnownNamespace(parts.namespace)) return undefined
  return { namespace: parts.namespace, chainId: parts.reference, address: parts.address }
}
