import { caipParts, NAMESPACE, parses, REFERENCE } from './parts.js'

/** The namespace a CAIP id's type names (eip155 for `` `eip155:${string}` ``), or `string`. */
export type CaipNamespaceOf<T extends string> = T extends `${infer N}:${string}` ? N : string

/** A CAIP-2 network id in parts: `eip155:1` has the namespace eip155 and the reference 1. */
export type CaipNetworkIdParts<N extends string = string> = { namespace: N; reference: string }

/** The parts of a CAIP-2 network id (`namespace:reference`), or an InvalidCaipIdError saying what is wrong. */
export function parseCaipNetworkId<T extends string>(
  value: T,
): CaipNetworkIdParts<CaipNamespaceOf<T>> {
  const [namespace, reference] = caipParts('CAIP-2', value, ':', [NAMESPACE, REFERENCE])
  return { namespace, reference } as CaipNetworkIdParts<CaipNamespaceOf<T>>
}

/** Whether `value` is a CAIP-2 network id. */
export function isCaipNetworkId(value: unknown): value is `${string}:${string}` {
  return parses(parseCaipNetworkId, value)
}

/** The CAIP-2 network id of these parts (any object with them: an account id's parts give its network's). */
export function formatCaipNetworkId<N extends string>({
  namespace,
  reference,
}: CaipNetworkIdParts<N>): `${N}:${string}` {
  const id = `${namespace}:${reference}` as const
  parseCaipNetworkId(id)
  return id
}
