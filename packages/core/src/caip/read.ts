import { ADDRESS, type CaipPart, caipValues, NAMESPACE, REFERENCE } from './grammar.js'

/** The namespace a CAIP id's type names (eip155 for `` `eip155:${string}` ``), or `string`. */
export type CaipNamespaceOf<T extends string> = T extends `${infer N}:${string}` ? N : string

/** A CAIP-2 network id in parts: `eip155:1` has the namespace eip155 and the reference 1. */
export type CaipNetworkIdParts<N extends string = string> = { namespace: N; reference: string }

/** A CAIP-10 account id in parts: its network's (CAIP-2) and the address on it. */
export type CaipAccountIdParts<N extends string = string> = CaipNetworkIdParts<N> & {
  address: string
}

export const NETWORK_ID = [NAMESPACE, REFERENCE] as const
export const ACCOUNT_ID = [NAMESPACE, REFERENCE, ADDRESS] as const

// The readers answer undefined where the parsers (networkId.ts, accountId.ts) throw InvalidCaipIdError: for
// a text that may or may not be an id, and for code that must not reach the error classes (the sign-in
// chunk: grammar.ts says why).

/** `value`'s parts by name (`namespace`, `reference`, `address`), or undefined when it breaks their grammar. */
function readCaipId(value: unknown, separators: string, parts: readonly CaipPart[]) {
  const values = caipValues(value, separators, parts)
  return values && Object.fromEntries(parts.map(([name], index) => [name, values[index]]))
}

/** The parts of a CAIP-2 network id (`namespace:reference`), or undefined when `value` is not one. */
export function readCaipNetworkId<T extends string>(
  value: T,
): CaipNetworkIdParts<CaipNamespaceOf<T>> | undefined {
  return readCaipId(value, ':', NETWORK_ID) as CaipNetworkIdParts<CaipNamespaceOf<T>> | undefined
}

/** The parts of a CAIP-10 account id (`namespace:reference:address`), or undefined when `value` is not one. */
export function readCaipAccountId<T extends string>(
  value: T,
): CaipAccountIdParts<CaipNamespaceOf<T>> | undefined {
  return readCaipId(value, '::', ACCOUNT_ID) as CaipAccountIdParts<CaipNamespaceOf<T>> | undefined
}
