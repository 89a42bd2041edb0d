import { type GetIdentityReturnType, getIdentityQueryOptions } from '@foyer/core'
import { supports } from '@foyer/core/internal'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useQuery } from './useQuery.js'

export type UseIdentityReturnType = QueryObserverResult<GetIdentityReturnType>

/** The name and avatar of an address (the connected account by default), from the data service, cached 5 min. */
export function useIdentity({
  address,
}: {
  address?: string | undefined
} = {}): UseIdentityReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const target =
    address ??
    // Names exist for namespaces that have them (SPEC §6: eip155 only).
    (account.isConnected && supports(account.namespace, 'names') ? account.address : undefined)
  return useQuery<GetIdentityReturnType>(getIdentityQueryOptions(foyer, { address: target }))
}
