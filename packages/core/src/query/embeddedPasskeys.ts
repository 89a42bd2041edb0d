import {
  type AddEmbeddedPasskeyParameters,
  addEmbeddedPasskey,
} from '../actions/addEmbeddedPasskey.js'
import { getEmbeddedPasskeys } from '../actions/getEmbeddedPasskeys.js'
import type { FoyerContext } from '../types/instance.js'

/** Query options for the embedded wallet's passkeys, read again each time they are shown. */
export function getEmbeddedPasskeysQueryOptions(foyer: FoyerContext, address: string | undefined) {
  return {
    queryKey: ['foyer', 'embeddedPasskeys', address ?? ''] as const,
    queryFn: () => getEmbeddedPasskeys(foyer),
    enabled: !!address,
    staleTime: 0,
  }
}

/** @deprecated Renamed `getEmbeddedPasskeysQueryOptions` (named after its action `getEmbeddedPasskeys`); kept for one release. */
export const embeddedPasskeysQueryOptions = getEmbeddedPasskeysQueryOptions

/** Mutation options for adding a passkey to the embedded wallet's account. */
export function addEmbeddedPasskeyMutationOptions(foyer: FoyerContext) {
  return {
    mutationKey: ['foyer', 'addEmbeddedPasskey'] as const,
    mutationFn: (parameters: AddEmbeddedPasskeyParameters) => addEmbeddedPasskey(foyer, parameters),
  }
}
