import { type GetBalanceReturnType, getBalanceQueryOptions } from '@foyer/core'
import { hashKey } from '@tanstack/query-core'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from '../reactBindings.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'

/**
 * The connected account's native balance for Foyer's buttons, read from the instance's query cache and
 * fetched when missing, stale (30 s) or invalidated (a send invalidates it once mined). The same query as
 * `useBalance`, without its QueryObserver: the buttons are on every host's first load, and the observer is
 * ~13 kB of it; the modal's views observe the query themselves.
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
  const { queryClient } = foyer
  const cache = queryClient.getQueryCache()
  const hash = useMemo(() => hashKey(query.queryKey), [query])

  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (event.query.queryHash === hash) onChange()
      }),
    [cache, hash],
  )
  const data = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<GetBalanceReturnType>(query.queryKey),
    () => undefined,
  )

  useEffect(() => {
    if (!query.enabled) return
    // prefetchQuery fetches only when there is no fresh data (stale by time or invalidated), and never throws.
    const refresh = () => void queryClient.prefetchQuery(query)
    refresh()
    return cache.subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryHash === hash
      )
        refresh()
    })
  }, [queryClient, cache, query, hash])

  return data
}
