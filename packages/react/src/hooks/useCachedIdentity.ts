import { type GetIdentityReturnType, getIdentityQueryOptions } from '@foyer/core'
import { supports } from '@foyer/core/internal'
import { useMemo } from 'react'
import { useCachedQuery } from './useCachedQuery.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'

/**
 * The connected account's name and avatar for Foyer's buttons (5 min; a registration invalidates it): the
 * same query as `useIdentity`, read from the cache (`useCachedQuery`). Names are for EVM accounts (SPEC §6).
 */
export function useCachedIdentity(): GetIdentityReturnType | undefined {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const address =
    account.isConnected && supports(account.namespace, 'names') ? account.address : undefined
  const query = useMemo(() => getIdentityQueryOptions(foyer, { address }), [foyer, address])
  return useCachedQuery(query)
}
