import {
  type GetSwapTokensErrorType,
  type GetSwapTokensReturnType,
  getSwapTokensQueryOptions,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useQuery } from './useQuery.js'

export type UseSwapTokensReturnType = QueryObserverResult<
  GetSwapTokensReturnType,
  GetSwapTokensErrorType
>

/** The tokens that can be swapped on the connected network: the coin first, then each pooled token. */
export function useSwapTokens(): UseSwapTokensReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  return useQuery<GetSwapTokensReturnType, GetSwapTokensErrorType>(
    getSwapTokensQueryOptions(foyer, {
      address: account.isConnected ? account.address : undefined,
      caipNetworkId: caipNetwork?.caipNetworkId,
    }),
  )
}
