import type { Identity } from '../api/schemas.js'
import type { FoyerContext } from '../types/instance.js'

export type GetIdentityParameters = { address: string }
export type GetIdentityReturnType = Identity

/** The name and avatar of an address, from the data service; nulls when the service is not configured. */
export async function getIdentity(
  foyer: FoyerContext,
  { address }: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  if (!foyer.api) return { name: null, avatar: null }
  const sender = foyer.store.getState().accounts.eip155?.address
  return foyer.api.request(`/v1/identity/${address}`, 'identity', { query: { sender } })
}
