import { type GetBalanceReturnType, getBalanceQueryOptions } from '@foyer/core'
import { useMemo } from 'react'
import { useCachedQuery } from './useCachedQuery.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'

/**
 * The connected account's native balance for Foyer's buttons (30 s; a send invalidates it once mined):
 * the same query as `useBalance`, read from the cache (`useCachedQuery`).
 */
export function useCachedBalance(): GetBalanceReturnType | undefined {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const address = account.isConnected ? account.address : undefined
  const caipNetworkId = caipNetwork?.caipNetworkId
  const query = useMemo(
    () => getBalanceQueryOptions(foyer, { address, caipNetworkId }),
    [foyer, address, caipNetworkId],
  )
  return useCachedQuery(query)
}
