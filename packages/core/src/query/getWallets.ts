import { getWallets } from '../actions/getWallets.js'
import { walletImageUrl } from '../actions/walletImageUrl.js'
import type { WalletsResponse } from '../api/schemas.js'
import type { FoyerContext } from '../types/instance.js'
import { preloadImages } from '../utils/preloadImages.js'

/** Images preloaded per page before it shows (SPEC §9). */
export const WALLET_IMAGE_PRELOAD_COUNT = 20

export type GetWalletsQueryParameters = {
  page?: number
  search?: string | undefined
  ids?: readonly string[] | undefined
  /** Only wallets the directory marks certified. */
  certifiedOnly?: boolean | undefined
}

/** Query options for a page of the wallet directory, a search, or given ids; the first 20 images are preloaded (≤ 2 s). */
export function getWalletsQueryOptions(
  foyer: FoyerContext,
  { page = 1, search, ids, certifiedOnly = false }: GetWalletsQueryParameters,
) {
  return {
    // No ids (a page of the directory) and an empty list (nothing: the query is off) are different keys: a
    // disabled observer still reads its key's cache, and would show the page as the wallets asked for.
    queryKey: [
      'foyer',
      'wallets',
      page,
      search?.trim() ?? '',
      ids === undefined ? null : ids.join(','),
      certifiedOnly,
    ] as const,
    queryFn: async (): Promise<WalletsResponse> => {
      const result = await getWallets(foyer, { page, search, ids, certifiedOnly })
      const urls = result.data
        .slice(0, WALLET_IMAGE_PRELOAD_COUNT)
        .map((wallet) => walletImageUrl(foyer, wallet.image_id))
        .filter((url): url is string => !!url)
      await preloadImages(urls)
      return result
    },
    enabled: !!foyer.api && (ids === undefined || ids.length > 0),
  }
}
