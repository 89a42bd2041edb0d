import { invalidCaipId } from './invalidCaipId.js'
import {
  ACCOUNT_ID,
  type CaipAccountIdParts,
  type CaipNamespaceOf,
  readCaipAccountId,
} from './read.js'

/**
 * The parts of a CAIP-10 account id (`namespace:reference:address`, Foyer's `CaipAddress`), or an
 * InvalidCaipIdError saying what is wrong.
 */
export function parseCaipAccountId<T extends string>(
  value: T,
): CaipAccountIdParts<CaipNamespaceOf<T>> {
  return readCaipAccountId(value) ?? invalidCaipId('CAIP-10', value, '::', ACCOUNT_ID)
}

/** Whether `value` is a CAIP-10 account id. */
export function isCaipAccountId(value: unknown): value is `${string}:${string}:${string}` {
  return readCaipAccountId(value as string) !== undefined
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
