import {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteReturnType,
  getSwapQuoteQueryOptions,
  type SwapToken,
} from '@foyer/core'
import type { QueryObserverResult } from '@tanstack/query-core'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useQuery } from './useQuery.js'

export type UseSwapQuoteParameters = {
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The amount of `fromToken`, as typed. */
  amount: string
  /** False to hold the quote (while the swap as typed is invalid, say). Default true. */
  enabled?: boolean | undefined
}
export type UseSwapQuoteReturnType = QueryObserverResult<
  GetSwapQuoteReturnType,
  GetSwapQuoteErrorType
>

/** A swap's quote for the connected account, fetched again every 10 s while the component shows it. */
export function useSwapQuote(parameters: UseSwapQuoteParameters): UseSwapQuoteReturnType {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  return useQuery<GetSwapQuoteReturnType, GetSwapQuoteErrorType>(
    getSwapQuoteQueryOptions(foyer, {
      ...parameters,
      address: account.isConnected ? account.address : undefined,
    }),
  )
}
