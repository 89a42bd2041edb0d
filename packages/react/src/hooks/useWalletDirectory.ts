import {
  type GetWalletsQueryParameters,
  getWalletsQueryOptions,
  type WalletListEntry,
  type WalletsResponse,
} from '@foyer/core'
import { useFoyer } from './useFoyer.js'
import { useQuery } from './useQuery.js'

export type UseWalletsParameters = GetWalletsQueryParameters
export type UseWalletsReturnType = {
  wallets: WalletListEntry[]
  /** How many wallets match in all (for paging). */
  count: number
  isPending: boolean
  isError: boolean
  error: Error | null
  refetch(): void
}

/**
 * `getWallets` as a hook: a page of the wallet directory (pages of 40), a search, or given ids, from the wallet service; empty while
 * loading or without the service. The first 20 images of a page are preloaded (SPEC §9).
 */
export function useWallets(parameters: UseWalletsParameters): UseWalletsReturnType {
  const foyer = useFoyer()
  const result = useQuery<WalletsResponse>(getWalletsQueryOptions(foyer, parameters))
  return {
    wallets: result.data?.data ?? [],
    count: result.data?.count ?? 0,
    isPending: result.isPending && result.fetchStatus !== 'idle',
    isError: result.isError,
    error: result.error,
    refetch: () => void result.refetch(),
  }
}

/** @deprecated Renamed `useWallets`, after its action `getWallets`; kept for one release. */
export const useWalletDirectory = useWallets
/** @deprecated Renamed `UseWalletsParameters`; kept for one release. */
export type UseWalletDirectoryParameters = UseWalletsParameters
/** @deprecated Renamed `UseWalletsReturnType`; kept for one release. */
export type UseWalletDirectoryReturnType = UseWalletsReturnType
