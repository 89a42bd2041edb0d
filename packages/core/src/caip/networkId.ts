import { invalidCaipId } from './invalidCaipId.js'
import {
  type CaipNamespaceOf,
  type CaipNetworkIdParts,
  NETWORK_ID,
  readCaipNetworkId,
} from './read.js'

/** The parts of a CAIP-2 network id (`namespace:reference`), or an InvalidCaipIdError saying what is wrong. */
export function parseCaipNetworkId<T extends string>(
  value: T,
): CaipNetworkIdParts<CaipNamespaceOf<T>> {
  return readCaipNetworkId(value) ?? invalidCaipId('CAIP-2', value, ':', NETWORK_ID)
}

/** Whether `value` is a CAIP-2 network id. */
export function isCaipNetworkId(value: unknown): value is `${string}:${string}` {
  return readCaipNetworkId(value as string) !== undefined
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
