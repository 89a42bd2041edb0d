import type { WalletsResponse } from '../api/schemas.js'
import type { ApiRequestError } from '../errors/api.js'
import type { FoyerContext } from '../types/instance.js'

/** Wallets per page of the directory (SPEC §9). */
export const WALLETS_PAGE_SIZE = 40

/** Search results at most (SPEC §9). */
export const WALLETS_SEARCH_SIZE = 100

/** Featured wallets shown when the ids asked for say no count (SPEC §9: the number of featured ids, default 4). */
export const FEATURED_DEFAULT_COUNT = 4

/**
 * Wallets left out of the directory when Foyer runs without chain adapters (SPEC §9: 3 ids): with no adapter
 * there is no browser-wallet connector, and these connect only as a browser extension (no WalletConnect).
 */
export const NO_ADAPTER_EXCLUDED_WALLET_IDS = ['rabby', 'frame', 'brave-wallet'] as const

export type GetWalletsParameters = {
  page?: number | undefined
  search?: string | undefined
  /** Only these ids (e.g. featured wallets), instead of the options' includeWalletIds. */
  ids?: readonly string[] | undefined
  /** Only wallets the directory marks certified (the service's `badge_type=certified`). */
  certifiedOnly?: boolean | undefined
}

/** A page of the directory: its wallets and how many match in all; none without the service. */
export type GetWalletsReturnType = WalletsResponse

/** The service's refusal or a failed request. */
export type GetWalletsErrorType = ApiRequestError

/** A page of the wallet directory, honouring the options' includeWalletIds and excludeWalletIds. */
export async function getWallets(
  foyer: FoyerContext,
  { page = 1, search, ids, certifiedOnly = false }: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  if (!foyer.api) return { count: 0, data: [] }
  const { includeWalletIds } = foyer.options
  const excludeWalletIds = [
    ...foyer.options.excludeWalletIds,
    ...(foyer.adapters.length === 0 ? NO_ADAPTER_EXCLUDED_WALLET_IDS : []),
  ]
  const include = ids ?? includeWalletIds
  const searching = !!search?.trim()
  return foyer.api.request('/getWallets', 'wallets', {
    query: {
      page: searching ? 1 : page,
      entries: searching
        ? WALLETS_SEARCH_SIZE
        : ids
          ? ids.length || FEATURED_DEFAULT_COUNT
          : WALLETS_PAGE_SIZE,
      search: searching ? search?.trim() : undefined,
      include: include.length ? include.join(',') : undefined,
      exclude: excludeWalletIds.length ? excludeWalletIds.join(',') : undefined,
      // Whole chain families, not the app's exact chains: any EVM wallet can add an EVM chain it lacks.
      chains: [...new Set(foyer.adapters.map((adapter) => `${adapter.namespace}:*`))].join(','),
      badge_type: certifiedOnly ? 'certified' : undefined,
    },
  })
}
