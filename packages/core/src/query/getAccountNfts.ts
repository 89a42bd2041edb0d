import { getAccountNfts } from '../actions/getAccountNfts.js'
import type { FoyerContext } from '../types/instance.js'
import { type AccountPagesQueryParameters, accountPagesQueryOptions } from './accountPages.js'

export type GetAccountNftsQueryParameters = AccountPagesQueryParameters

/**
 * Infinite query options for the NFTs an address holds on one network, page by page. Only for namespaces
 * with NFTs and with the data service. Not retried, as Activity: a failure shows at once with 'Try again'.
 */
export function getAccountNftsInfiniteQueryOptions(
  foyer: FoyerContext,
  parameters: GetAccountNftsQueryParameters,
) {
  return accountPagesQueryOptions(foyer, 'nfts', 'nfts', parameters, (page) =>
    getAccountNfts(foyer, page),
  )
}
