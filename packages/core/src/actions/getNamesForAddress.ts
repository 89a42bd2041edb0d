import type { NameRecord } from '../api/schemas.js'
import { NameServiceError } from '../errors/names.js'
import type { FoyerContext } from '../types/instance.js'

export type GetNamesForAddressParameters = { address: string }
export type GetNamesForAddressReturnType = NameRecord[]
/** SPEC §8's text, with the service's first reason as details. */
export type GetNamesForAddressErrorType = NameServiceError

/** The names registered to an address (reverse lookup), the current suffix's first; none without the service. */
export async function getNamesForAddress(
  foyer: FoyerContext,
  { address }: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  if (!foyer.api) return []
  try {
    return await foyer.api.request(`/v1/profile/reverse/${address}`, 'nameRecords')
  } catch (cause) {
    throw new NameServiceError('namesForAddressFailed', cause)
  }
}
