import { type GetBalanceReturnType, getBalanceQueryOptions } from '@foyer/core'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
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
  const options = getBalanceQueryOptions(foyer, {
    address: account.isConnected ? account.address : undefined,
    caipNetworkId: caipNetwork?.caipNetworkId,
  })
  const { queryClient } = foyer
  const cache = queryClient.getQueryCache()
  const [, , caipNetworkId, address] = options.queryKey
  const isThis = useCallback(
    (key: readonly unknown[]) =>
      key[0] === 'foyer' && key[1] === 'balance' && key[2] === caipNetworkId && key[3] === address,
    [caipNetworkId, address],
  )

  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (isThis(event.query.queryKey)) onChange()
      }),
    [cache, isThis],
  )
  const data = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<GetBalanceReturnType>(options.queryKey),
    () => undefined,
  )

  const enabled = options.enabled
  useEffect(() => {
    if (!enabled) return
    const query = getBalanceQueryOptions(foyer, { address, caipNetworkId })
    // prefetchQuery fetches only when there is no fresh data (stale by time or invalidated), and never throws.
    const refresh = () => void queryClient.prefetchQuery(query)
    refresh()
    return cache.subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        isThis(event.query.queryKey)
      )
        refresh()
    })
  }, [foyer, queryClient, cache, enabled, address, caipNetworkId, isThis])

  return data
}
