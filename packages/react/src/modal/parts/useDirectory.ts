import { getWalletsQueryOptions, type WalletsResponse } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useQuery } from '../../hooks/useQuery.js'

/** A page of the wallet directory (or a search, or given ids); empty while loading or without the service. */
export function useDirectoryPage(parameters: {
  page?: number
  search?: string | undefined
  ids?: readonly string[] | undefined
}) {
  const foyer = useFoyer()
  const result = useQuery<WalletsResponse>(getWalletsQueryOptions(foyer, parameters))
  return {
    wallets: result.data?.data ?? [],
    count: result.data?.count ?? 0,
    isPending: result.isPending && result.fetchStatus !== 'idle',
    isError: result.isError,
  }
}
