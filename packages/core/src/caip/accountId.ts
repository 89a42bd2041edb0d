import type { CaipNamespaceOf, CaipNetworkIdParts } from './networkId.js'
import { ADDRESS, caipParts, NAMESPACE, parses, REFERENCE } from './parts.js'

/** A CAIP-10 account id in parts: its network's (CAIP-2) and the address on it. */
export type CaipAccountIdParts<N extends string = string> = CaipNetworkIdParts<N> & {
  address: string
}

/**
 * The parts of a CAIP-10 account id (`namespace:reference:address`, Foyer's `CaipAddress`), or an
 * InvalidCaipIdError saying what is wrong.
 */
export function parseCaipAccountId<T extends string>(
  value: T,
): CaipAccountIdParts<CaipNamespaceOf<T>> {
  const [namespace, reference, address] = caipParts('CAIP-10', value, '::', [
    NAMESPACE,
    REFERENCE,
    ADDRESS,
  ])
  return { namespace, reference, address } as CaipAccountIdParts<CaipNamespaceOf<T>>
}

/** Whether `value` is a CAIP-10 account id. */
export function isCaipAccountId(value: unknown): value is `${string}:${string}:${string}` {
  return parses(parseCaipAccountId, value)
}

/** The CAIP-10 account id of these parts. */
export function formatCaipAccountId<N extends string>({
  namespace,
  reference,
  address,
}: CaipAccountIdParts<N>): `${N}:${string}:${string}` {
  const id = `${namespace}:${reference}:${address}` as const
  parseCaipAccountId(id)
  return id
}
