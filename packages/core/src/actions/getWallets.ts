import type { WalletsResponse } from '../api/schemas.js'
import type { FoyerContext } from '../types/instance.js'

/** Wallets per page of the directory (SPEC §9). */
export const WALLETS_PAGE_SIZE = 40
/** Search results at most (SPEC §9). */
export const WALLETS_SEARCH_SIZE = 100

export type GetWalletsParameters = {
  page?: number | undefined
  search?: string | undefined
  /** Only these ids (e.g. featured wallets), instead of the options' includeWalletIds. */
  ids?: readonly string[] | undefined
}

/** A page of the wallet directory, honouring the options' includeWalletIds and excludeWalletIds. */
export async function getWallets(
  foyer: FoyerContext,
  { page = 1, search, ids }: GetWalletsParameters = {},
): Promise<WalletsResponse> {
  if (!foyer.api) return { count: 0, data: [] }
  const { includeWalletIds, excludeWalletIds } = foyer.options
  const include = ids ?? includeWalletIds
  const searching = !!search?.trim()
  return foyer.api.request('/getWallets', 'wallets', {
    query: {
      page: searching ? 1 : page,
      entries: searching ? WALLETS_SEARCH_SIZE : WALLETS_PAGE_SIZE,
      search: searching ? search?.trim() : undefined,
      include: include.length ? include.join(',') : undefined,
      exclude: excludeWalletIds.length ? excludeWalletIds.join(',') : undefined,
      // Whole chain families, not the app's exact chains: any EVM wallet can add an EVM chain it lacks.
      chains: [...new Set(foyer.adapters.map((adapter) => `${adapter.namespace}:*`))].join(','),
    },
  })
}

/** The URL of a wallet's image, for `<img src>`; undefined without the service. */
export function walletImageUrl(foyer: FoyerContext, imageId: string): string | undefined {
  return foyer.api?.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}
