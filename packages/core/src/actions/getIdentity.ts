import type { Identity } from '../api/schemas.js'
import type { ApiRequestError } from '../errors/api.js'
import { supports } from '../namespaces/supports.js'
import type { FoyerContext } from '../types/instance.js'

export type GetIdentityParameters = { address: string }
export type GetIdentityReturnType = Identity
export type GetIdentityErrorType = ApiRequestError

/** The name and avatar of an address, from the data service; nulls when the service is not configured. */
export async function getIdentity(
  foyer: FoyerContext,
  { address }: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  if (!foyer.api) return { name: null, avatar: null }
  // The sender is the connected account of a namespace with names (SPEC §6), when there is one.
  const { accounts } = foyer.store.getState()
  const sender = Object.entries(accounts).find(
    ([namespace, account]) =>
      supports(namespace as keyof typeof accounts, 'names') && account?.status === 'connected',
  )?.[1]?.address
  return foyer.api.request(`/v1/identity/${address}`, 'identity', { query: { sender } })
}
