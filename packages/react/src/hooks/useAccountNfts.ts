import {
  type GetAccountNftsErrorType,
  getAccountNftsInfiniteQueryOptions,
  type Nft,
} from '@foyer/core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { type PagedList, usePagedList } from './usePagedList.js'

/** The NFTs loaded so far, newest acquisition first; `error` is NftsUnavailableError ('Failed to fetch NFTs'). */
export type UseAccountNftsReturnType = PagedList<Nft, GetAccountNftsErrorType>

/** The NFTs the connected account holds on its current network, page by page (an infinite query). */
export function useAccountNfts(): UseAccountNftsReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  return usePagedList<Nft, GetAccountNftsErrorType>(
    getAccountNftsInfiniteQueryOptions(foyer, {
      address: account.isConnected ? account.address : undefined,
      caipNetworkId: caipNetwork?.caipNetworkId,
    }),
  )
}
