import type { NameRecord } from '../api/schemas.js'
import { NameServiceError } from '../errors/names.js'
import type { FoyerContext } from '../types/instance.js'

export type ResolveNameParameters = { name: string }
export type ResolveNameReturnType = NameRecord | null
/** SPEC §8's text, with the service's first reason as details. */
export type ResolveNameErrorType = NameServiceError

/**
 * The record of a full name (`alice.foyer.id`): its addresses by coin type; null when unregistered (a
 * query's data cannot be undefined) or without the service (nothing to find).
 */
export async function resolveName(
  foyer: FoyerContext,
  { name }: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  if (!foyer.api) return null
  try {
    return await foyer.api.request(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      'nameRecord',
      {
        query: { apiVersion: 2 },
      },
    )
  } catch (cause) {
    if ((cause as { status?: number }).status === 404) return null
    throw new NameServiceError('nameResolveFailed', cause)
  }
}
